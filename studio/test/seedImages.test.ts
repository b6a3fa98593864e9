import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  SHARE_TEXT_MARGIN,
  shareImages,
  shareTextSvg,
  type ShareLayout,
  type Shape,
} from '../scripts/seed-image-drawings';

// The share images' text stays clear of their artwork and inside what a link preview shows,
// measured on the text as sharp draws it for studio/scripts/write-seed-images.ts (same fonts).

type Ink = { left: number; top: number; right: number; bottom: number };

/** The box of every pixel the layout's text inks. */
async function inkOf(layout: ShareLayout): Promise<Ink> {
  const { data, info } = await sharp(Buffer.from(shareTextSvg(layout)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const ink = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * info.channels + 3]! === 0) continue;
      ink.left = Math.min(ink.left, x);
      ink.top = Math.min(ink.top, y);
      ink.right = Math.max(ink.right, x + 1);
      ink.bottom = Math.max(ink.bottom, y + 1);
    }
  }
  return ink;
}

/** The room between the ink and a shape, in pixels; negative where they overlap. */
function roomBetween(ink: Ink, shape: Shape) {
  if (shape.kind === 'circle') {
    const dx = Math.max(ink.left - shape.cx, 0, shape.cx - ink.right);
    const dy = Math.max(ink.top - shape.cy, 0, shape.cy - ink.bottom);
    return Math.hypot(dx, dy) - shape.r;
  }
  const dx = Math.max(shape.x - ink.right, ink.left - (shape.x + shape.width));
  const dy = Math.max(shape.y - ink.bottom, ink.top - (shape.y + shape.height));
  return dx > 0 && dy > 0 ? Math.hypot(dx, dy) : Math.max(dx, dy);
}

describe('the share images of the seed', () => {
  it.each(Object.entries(shareImages))(
    '%s: the text keeps its margin from the artwork and the edges link previews show',
    async (_name, layout) => {
      const ink = await inkOf(layout);
      // Every line drew: the box spans at least the first line's height.
      expect(ink.bottom - ink.top).toBeGreaterThan(layout.text[0]!.size);
      for (const shape of layout.shapes) {
        expect(roomBetween(ink, shape), JSON.stringify(shape)).toBeGreaterThanOrEqual(
          SHARE_TEXT_MARGIN,
        );
      }
      const { shown } = layout;
      expect(ink.left - shown.x).toBeGreaterThanOrEqual(SHARE_TEXT_MARGIN);
      expect(ink.top - shown.y).toBeGreaterThanOrEqual(SHARE_TEXT_MARGIN);
      expect(shown.x + shown.width - ink.right).toBeGreaterThanOrEqual(SHARE_TEXT_MARGIN);
      expect(shown.y + shown.height - ink.bottom).toBeGreaterThanOrEqual(SHARE_TEXT_MARGIN);
    },
  );

  it('the measure sees a subtitle that runs into the orb, as the one-line subtitle did', async () => {
    const layout = shareImages['share-default.png']!;
    const oneLine = {
      ...layout,
      text: [{ text: 'KI-Sprachassistenten · AI voice agents', x: 90, y: 380, size: 40 }],
    };
    expect(roomBetween(await inkOf(oneLine), layout.shapes[0]!)).toBeLessThan(0);
  });
});
