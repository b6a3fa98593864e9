import type { OrbPointer } from './orbMotion';

/** Sharper than 2 costs fill rate on phones without a visible difference on a soft glow. */
export const MAX_ORB_PIXEL_RATIO = 2;

export function orbPixelRatio(devicePixelRatio: number): number {
  if (!Number.isFinite(devicePixelRatio) || devicePixelRatio <= 0) return 1;
  return Math.min(devicePixelRatio, MAX_ORB_PIXEL_RATIO);
}

type Box = { left: number; top: number; width: number; height: number };

/**
 * The pointer relative to the centre of the orb's box, with y up like the shader's and 1 at half
 * the shorter side (the orb is drawn centred in a square of that side).
 */
export function normalisedPointer(clientX: number, clientY: number, box: Box): OrbPointer {
  const halfSide = Math.min(box.width, box.height) / 2;
  if (halfSide <= 0) return null;
  return {
    x: (clientX - (box.left + box.width / 2)) / halfSide,
    y: -(clientY - (box.top + box.height / 2)) / halfSide,
  };
}
