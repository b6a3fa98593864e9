import { describe, expect, it } from 'vitest';
import {
  CALL_COLOUR_EASING_PER_FRAME,
  HOVER_EASING_PER_FRAME,
  HOVER_RADIUS_THRESHOLD,
  ORB_CANVAS_DEFAULT_HOVER_INTENSITY,
  ROTATION_HOVER_THRESHOLD,
  ROTATION_SPEED_PER_SECOND,
  VOICE_ORB_DEFAULT_HOVER_INTENSITY,
  isPointerOverOrb,
  nextOrbMotion,
  orbFrameMode,
  restingOrbMotion,
  settledOrbMotion,
  type OrbMotion,
  type OrbMotionInput,
} from '../src/features/voice/orb/orbMotion';

const idle: OrbMotionInput = {
  pointer: null,
  forceHover: false,
  rotateOnHover: true,
  active: false,
  volume: 0,
  elapsedSeconds: 1 / 60,
};
const centre = { x: 0, y: 0 };

describe('orb constants', () => {
  it.each([
    ['hover easing per frame', HOVER_EASING_PER_FRAME, 0.1],
    ['call-colour easing per frame', CALL_COLOUR_EASING_PER_FRAME, 0.05],
    ['rotation speed per second', ROTATION_SPEED_PER_SECOND, 0.3],
    ['hover radius threshold', HOVER_RADIUS_THRESHOLD, 0.8],
    ['rotation hover threshold', ROTATION_HOVER_THRESHOLD, 0.5],
    ['outer default hover intensity', VOICE_ORB_DEFAULT_HOVER_INTENSITY, 0.5],
    ['inner default hover intensity', ORB_CANVAS_DEFAULT_HOVER_INTENSITY, 0.2],
  ])('%s is %s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('pointer over the orb', () => {
  it.each([
    [null, false],
    [centre, true],
    [{ x: 0.79, y: 0 }, true],
    [{ x: 0, y: -0.79 }, true],
    [{ x: 0.5, y: 0.6 }, true], // radius 0.781
    [{ x: 0.8, y: 0 }, false],
    [{ x: 0.6, y: 0.6 }, false], // radius 0.849
    [{ x: -1, y: 1 }, false],
  ])('%o is over the orb: %s', (pointer, over) => {
    expect(isPointerOverOrb(pointer)).toBe(over);
  });
});

describe('hover', () => {
  it.each([
    ['pointer within 0.8', { pointer: { x: 0.7, y: 0 } }, 0, 0.1],
    ['pointer within 0.8, half way', { pointer: centre }, 0.5, 0.55],
    ['forced hover without a pointer', { forceHover: true }, 0, 0.1],
    [
      'forced hover with the pointer outside',
      { forceHover: true, pointer: { x: 0.9, y: 0 } },
      0.2,
      0.28,
    ],
    ['pointer outside 0.8', { pointer: { x: 0.85, y: 0 } }, 1, 0.9],
    ['no pointer', {}, 0.5, 0.45],
  ])('%s: %s eases to %s in one frame', (_name, change, from, to) => {
    const next = nextOrbMotion({ ...restingOrbMotion, hover: from }, { ...idle, ...change });
    expect(next.hover).toBeCloseTo(to, 10);
  });

  it('approaches 1 geometrically: after n frames 1 - 0.9^n', () => {
    let motion: OrbMotion = restingOrbMotion;
    for (let frame = 0; frame < 10; frame++)
      motion = nextOrbMotion(motion, { ...idle, pointer: centre });
    expect(motion.hover).toBeCloseTo(1 - 0.9 ** 10, 10);
  });
});

describe('rotation', () => {
  it('advances 0.3 rad per second while hover is above 0.5', () => {
    const next = nextOrbMotion(
      { ...restingOrbMotion, hover: 0.9, rotation: 1 },
      { ...idle, pointer: centre, elapsedSeconds: 2 },
    );
    expect(next.rotation).toBeCloseTo(1 + 0.6, 10);
  });

  it('follows elapsed time, not frames', () => {
    const hovered = { ...restingOrbMotion, hover: 1 };
    const input = { ...idle, pointer: centre };
    let atSixty: OrbMotion = hovered;
    for (let frame = 0; frame < 60; frame++)
      atSixty = nextOrbMotion(atSixty, { ...input, elapsedSeconds: 1 / 60 });
    let atThirty: OrbMotion = hovered;
    for (let frame = 0; frame < 30; frame++)
      atThirty = nextOrbMotion(atThirty, { ...input, elapsedSeconds: 1 / 30 });
    expect(atSixty.rotation).toBeCloseTo(0.3, 10);
    expect(atThirty.rotation).toBeCloseTo(0.3, 10);
  });

  it.each([
    // hover after this frame: 0.5 + 0.1 * (1 - 0.5) = 0.55 > 0.5
    ['hover rises above 0.5', 0.5, centre, true, true],
    // 0.45 + 0.1 * 0.55 = 0.505
    ['hover just crosses 0.5', 0.45, centre, true, true],
    // 0.44 + 0.1 * 0.56 = 0.496
    ['hover stays at 0.5 or below', 0.44, centre, true, false],
    // 0.55 - 0.1 * 0.55 = 0.495
    ['hover falls to 0.5 or below', 0.55, null, true, false],
    ['rotate on hover switched off', 1, centre, false, false],
  ])('%s: rotates %s', (_name, hover, pointer, rotateOnHover, rotates) => {
    const next = nextOrbMotion(
      { ...restingOrbMotion, hover },
      { ...idle, pointer, rotateOnHover, elapsedSeconds: 1 },
    );
    expect(next.rotation).toBeCloseTo(rotates ? 0.3 : 0, 10);
  });

  it('never runs backwards on a negative elapsed time', () => {
    const next = nextOrbMotion(
      { ...restingOrbMotion, hover: 1, rotation: 2, time: 5 },
      { ...idle, pointer: centre, elapsedSeconds: -1 },
    );
    expect(next.rotation).toBe(2);
    expect(next.time).toBe(5);
  });
});

describe('call colour', () => {
  it.each([
    ['call active from grey', true, 0, 0.05],
    ['call active half way', true, 0.5, 0.525],
    ['call ended from blue/purple', false, 1, 0.95],
    ['no call stays grey', false, 0, 0],
  ])('%s: %s eases to %s', (_name, active, from, to) => {
    const next = nextOrbMotion({ ...restingOrbMotion, callColour: from }, { ...idle, active });
    expect(next.callColour).toBeCloseTo(to, 10);
  });
});

describe('volume and time', () => {
  it.each([
    [0.5, 0.1],
    [1, 0.2],
    [3, 0.2], // clamped to 1
    [-1, 0], // clamped to 0
  ])('volume %s eases the glow to %s in one frame', (volume, to) => {
    expect(nextOrbMotion(restingOrbMotion, { ...idle, volume }).volume).toBeCloseTo(to, 10);
  });

  it('adds the elapsed seconds to the animation time', () => {
    const next = nextOrbMotion({ ...restingOrbMotion, time: 3 }, { ...idle, elapsedSeconds: 0.25 });
    expect(next.time).toBe(3.25);
  });
});

describe('still frame for reduced motion', () => {
  const moving: OrbMotion = { hover: 0.3, rotation: 1.2, callColour: 0.4, volume: 0.6, time: 7 };

  it('jumps to the targets and leaves rotation and time where they are', () => {
    expect(
      settledOrbMotion(moving, {
        ...idle,
        pointer: centre,
        active: true,
        volume: 1,
        elapsedSeconds: 5,
      }),
    ).toEqual({ hover: 1, rotation: 1.2, callColour: 1, volume: 0, time: 7 });
    expect(settledOrbMotion(moving, { ...idle, forceHover: true })).toMatchObject({
      hover: 1,
      callColour: 0,
    });
    expect(settledOrbMotion(moving, idle)).toMatchObject({ hover: 0, callColour: 0 });
  });
});

describe('frame mode', () => {
  it.each([
    [{ reducedMotion: false, onScreen: true, pageVisible: true }, 'animate'],
    [{ reducedMotion: true, onScreen: true, pageVisible: true }, 'still'],
    [{ reducedMotion: false, onScreen: false, pageVisible: true }, 'paused'],
    [{ reducedMotion: false, onScreen: true, pageVisible: false }, 'paused'],
    [{ reducedMotion: true, onScreen: false, pageVisible: false }, 'paused'],
  ] as const)('%o → %s', (conditions, mode) => {
    expect(orbFrameMode(conditions)).toBe(mode);
  });
});
