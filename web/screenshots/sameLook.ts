import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import sharp from 'sharp';
import { repoRoot } from '../server/paths';

/**
 * How far a pixel may differ before it counts as changed: JPEG's own noise stays below it,
 * since the same pixels encode to the same bytes and a real change moves whole edges.
 */
const channelTolerance = 40;
/** How many changed pixels a shot may have: a few stray ones, never a moved line of text. */
const changedPixelsAllowed = 20;

const pixels = (image: Buffer) =>
  sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });

/** A box of the shot, in its pixels. */
export type Region = { x: number; y: number; width: number; height: number };

const within = (x: number, y: number, regions: Region[]) =>
  regions.some(
    (region) =>
      x >= region.x && x < region.x + region.width && y >= region.y && y < region.y + region.height,
  );

/**
 * Compares a new shot with the committed one (docs/decisions/0033-pages-checked-as-seen.md):
 * resolves with nothing when they look the same, else with what differs. Pixels in `unheld`
 * are not compared: what moves with real time (a running call's clock, the orb's reaction to a
 * voice). Writes the new shot and a picture of the changed pixels (red) beside `outputBase` for
 * a person to look at.
 */
export async function differenceFrom(
  committed: string,
  shot: Buffer,
  outputBase: string,
  unheld: Region[] = [],
) {
  const name = relative(repoRoot, committed);
  const advice = 'if the change is intended, run npm run screenshots and commit the images';
  if (!existsSync(committed)) return `${name} is not committed: ${advice}`;
  const [before, after] = await Promise.all([pixels(readFileSync(committed)), pixels(shot)]);
  const size = ({ info }: typeof before) => `${info.width} × ${info.height}`;
  if (size(before) !== size(after)) {
    writeFileSync(`${outputBase}.new.jpg`, shot);
    return `${name} was ${size(before)} px, is ${size(after)} px (${outputBase}.new.jpg): ${advice}`;
  }
  const { width, height } = after.info;
  const marked = Buffer.from(before.data);
  let changed = 0;
  for (let offset = 0; offset < after.data.length; offset += 3) {
    const pixel = offset / 3;
    if (unheld.length > 0 && within(pixel % width, Math.floor(pixel / width), unheld)) continue;
    let difference = 0;
    for (let channel = 0; channel < 3; channel++) {
      difference = Math.max(
        difference,
        Math.abs(before.data[offset + channel]! - after.data[offset + channel]!),
      );
    }
    if (difference > channelTolerance) {
      changed++;
      marked.set([255, 0, 0], offset);
    }
  }
  if (changed <= changedPixelsAllowed) return undefined;
  writeFileSync(`${outputBase}.new.jpg`, shot);
  await sharp(marked, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(`${outputBase}.changes.png`);
  return `${name}: ${changed} pixels changed (${outputBase}.new.jpg, ${outputBase}.changes.png): ${advice}`;
}
