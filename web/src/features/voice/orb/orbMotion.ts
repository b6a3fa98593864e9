// The orb's animation as a pure function of the previous frame, so every constant below is
// testable without WebGL or a clock (web/test/orbMotion.test.ts).

/** Hover moves this share of the remaining distance each frame. */
export const HOVER_EASING_PER_FRAME = 0.1;
/** The grey-to-blue/purple colour (no call / in a call) moves this share each frame. */
export const CALL_COLOUR_EASING_PER_FRAME = 0.05;
/** Radians per second while hovered. */
export const ROTATION_SPEED_PER_SECOND = 0.3;
/** The pointer hovers the orb inside this share of the normalised radius. */
export const HOVER_RADIUS_THRESHOLD = 0.8;
/** The orb rotates (when rotateOnHover is set) only while hover is above this. */
export const ROTATION_HOVER_THRESHOLD = 0.5;
/** Default hover intensity of the outer button (VoiceOrb) and of the inner canvas (OrbCanvas). */
export const VOICE_ORB_DEFAULT_HOVER_INTENSITY = 0.5;
export const ORB_CANVAS_DEFAULT_HOVER_INTENSITY = 0.2;
/** Our own choice: the volume arrives in 100 ms steps; easing keeps the glow from jumping. */
const VOLUME_EASING_PER_FRAME = 0.2;

/** Pointer relative to the orb's centre; 1 is half the shorter side. null when outside. */
export type OrbPointer = { x: number; y: number } | null;

export type OrbMotion = {
  hover: number;
  rotation: number;
  /** 0 is the grey idle look, 1 the blue/purple call look. */
  callColour: number;
  volume: number;
  /** Seconds of animation so far; stands still while paused. */
  time: number;
};

export type OrbMotionInput = {
  pointer: OrbPointer;
  forceHover: boolean;
  rotateOnHover: boolean;
  active: boolean;
  volume: number;
  elapsedSeconds: number;
};

export const restingOrbMotion: OrbMotion = {
  hover: 0,
  rotation: 0,
  callColour: 0,
  volume: 0,
  time: 0,
};

export function isPointerOverOrb(pointer: OrbPointer): boolean {
  return pointer !== null && Math.hypot(pointer.x, pointer.y) < HOVER_RADIUS_THRESHOLD;
}

const clampUnit = (value: number) => Math.min(1, Math.max(0, value));
const easeToward = (value: number, target: number, share: number) =>
  value + (target - value) * share;

function hoverTarget(input: OrbMotionInput): number {
  return input.forceHover || isPointerOverOrb(input.pointer) ? 1 : 0;
}

export function nextOrbMotion(previous: OrbMotion, input: OrbMotionInput): OrbMotion {
  const elapsed = Math.max(0, input.elapsedSeconds);
  const hover = easeToward(previous.hover, hoverTarget(input), HOVER_EASING_PER_FRAME);
  const rotating = input.rotateOnHover && hover > ROTATION_HOVER_THRESHOLD;
  return {
    hover,
    rotation: previous.rotation + (rotating ? ROTATION_SPEED_PER_SECOND * elapsed : 0),
    callColour: easeToward(previous.callColour, input.active ? 1 : 0, CALL_COLOUR_EASING_PER_FRAME),
    volume: easeToward(previous.volume, clampUnit(input.volume), VOLUME_EASING_PER_FRAME),
    time: previous.time + elapsed,
  };
}

/**
 * The still frame for prefers-reduced-motion: every value jumps to its target, time and rotation
 * stand still, and the volume is left out because a pulsing glow is motion too.
 */
export function settledOrbMotion(previous: OrbMotion, input: OrbMotionInput): OrbMotion {
  return {
    hover: hoverTarget(input),
    rotation: previous.rotation,
    callColour: input.active ? 1 : 0,
    volume: 0,
    time: previous.time,
  };
}

export type OrbFrameMode = 'animate' | 'still' | 'paused';

export function orbFrameMode(conditions: {
  reducedMotion: boolean;
  onScreen: boolean;
  pageVisible: boolean;
}): OrbFrameMode {
  if (!conditions.onScreen || !conditions.pageVisible) return 'paused';
  return conditions.reducedMotion ? 'still' : 'animate';
}
