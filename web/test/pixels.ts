import sharp from 'sharp';
import { SEED_IMAGE_MARKER as seedImageMarker } from '../../studio/seed-src/images';

export type Rgb = [number, number, number];

/** A `#rrggbb` colour as its three channels. */
const rgbOf = (hex: string): Rgb => {
  const [r = 0, g = 0, b = 0] = (hex.match(/[\da-f]{2}/gi) ?? []).map((pair) => parseInt(pair, 16));
  return [r, g, b];
};

/** The colour of a seed portrait outside its crop, as the seed's images are drawn in it. */
export const SEED_IMAGE_MARKER: Rgb = rgbOf(seedImageMarker);

/**
 * How many pixels of an encoded image (or of the `region` of it) are within `tolerance` of
 * `colour` in every channel: image formats and scaling shift colours a little, never this far.
 */
export async function pixelsNear(
  bytes: Buffer,
  [r, g, b]: Rgb,
  {
    tolerance = 40,
    region,
  }: {
    tolerance?: number;
    region?: { left: number; top: number; width: number; height: number };
  } = {},
): Promise<number> {
  const image = sharp(bytes).removeAlpha();
  const { data, info } = await (region ? image.extract(region) : image)
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    if (
      Math.abs(data[i]! - r) < tolerance &&
      Math.abs(data[i + 1]! - g) < tolerance &&
      Math.abs(data[i + 2]! - b) < tolerance
    )
      count += 1;
  }
  return count;
}
