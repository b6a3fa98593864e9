import { describe, expect, it } from 'vitest';
import {
  MAX_ORB_PIXEL_RATIO,
  normalisedPointer,
  orbPixelRatio,
} from '../src/features/voice/orb/orbViewport';

describe('orb pixel ratio', () => {
  it.each([
    [1, 1],
    [1.5, 1.5],
    [2, 2],
    [3, 2],
    [4.5, 2],
    [0, 1],
    [Number.NaN, 1],
  ])('device pixel ratio %s draws at %s', (device, drawn) => {
    expect(orbPixelRatio(device)).toBe(drawn);
  });

  it('caps at 2', () => {
    expect(MAX_ORB_PIXEL_RATIO).toBe(2);
  });
});

describe('normalised pointer', () => {
  const square = { left: 100, top: 50, width: 200, height: 200 };

  it.each([
    ['centre', 200, 150, { x: 0, y: 0 }],
    ['right edge', 300, 150, { x: 1, y: 0 }],
    ['top edge, y up', 200, 50, { x: 0, y: 1 }],
    ['bottom left corner', 100, 250, { x: -1, y: -1 }],
    ['inside 0.8', 280, 150, { x: 0.8, y: 0 }],
  ])('%s', (_name, clientX, clientY, expected) => {
    const pointer = normalisedPointer(clientX, clientY, square);
    expect(pointer?.x).toBeCloseTo(expected.x, 10);
    expect(pointer?.y).toBeCloseTo(expected.y, 10);
  });

  it('measures from half the shorter side of a wide box', () => {
    const wide = { left: 0, top: 0, width: 400, height: 200 };
    const pointer = normalisedPointer(300, 100, wide);
    expect(pointer?.x).toBe(1);
    expect(pointer?.y).toBeCloseTo(0, 10);
  });

  it('has no position in an empty box', () => {
    expect(normalisedPointer(0, 0, { left: 0, top: 0, width: 0, height: 100 })).toBeNull();
  });
});
