import type { Response } from '@playwright/test';
import sharp from 'sharp';
import { pixelsNear, SEED_IMAGE_MARKER } from '../test/pixels';
import { expect, test } from './support/test';
import { seedAsset, seedDocument, type Language, type Localized } from './seed';

// The founder photos as the editor set them (studio/seed-src/documents/home.ts): cropped and
// placed by the hotspot, in the sizes the layout needs, AVIF or WebP for a browser that takes
// them, with a fixed box and the alt text of the page's language.

type Frame = { top: number; bottom: number; left: number; right: number };
type Hotspot = { x: number; y: number; width: number; height: number };
type SeedFounder = {
  name: string;
  photo: { _sanityAsset: string; crop: Frame; hotspot: Hotspot; alt: Localized };
};
const founders = seedDocument<{ founders: SeedFounder[] }>('aboutPage').founders;

/** The box of .founder__photo in web/src/sections/sections.css (6rem). */
const BOX = 96;

/**
 * The square that shows what the editor chose: the crop in pixels, and within it the largest
 * square, centred on the hotspot as far as the crop allows (the rule of Sanity's image URLs).
 */
function expectedRect(photo: SeedFounder['photo']) {
  const { width, height } = seedAsset(photo);
  const left = Math.round(photo.crop.left * width);
  const top = Math.round(photo.crop.top * height);
  const cropWidth = Math.round(width - photo.crop.right * width - left);
  const cropHeight = Math.round(height - photo.crop.bottom * height - top);
  const side = Math.min(cropWidth, cropHeight);
  const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);
  const squareLeft = clamp(
    Math.round(photo.hotspot.x * width - side / 2),
    left,
    left + cropWidth - side,
  );
  const squareTop = clamp(
    Math.round(photo.hotspot.y * height - side / 2),
    top,
    top + cropHeight - side,
  );
  return [squareLeft, squareTop, side, side].join(',');
}

for (const [path, language] of [
  ['/', 'de'],
  ['/en', 'en'],
] as [string, Language][]) {
  test(`${path}: the founder photos honour crop and hotspot, in sizes and modern formats, with a fixed box and alt text`, async ({
    page,
  }) => {
    const images: Response[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/images/')) images.push(response);
    });
    await page.goto(path);
    const photos = page.locator('img.founder__photo');
    await expect(photos).toHaveCount(founders.length);

    for (const [index, founder] of founders.entries()) {
      const photo = photos.nth(index);
      await expect(photo).toHaveAttribute('alt', founder.photo.alt[language]);
      await expect(photo).toHaveAttribute('width', String(BOX));
      await expect(photo).toHaveAttribute('height', String(BOX));
      await expect(photo).toHaveAttribute('sizes', '6rem');
      await expect(photo).toHaveAttribute('loading', 'lazy');
      await expect(photo).toHaveAttribute('decoding', 'async');
      const srcset = (await photo.getAttribute('srcset')) ?? '';
      const candidates = srcset.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([, descriptor]) => descriptor)).toEqual(['96w', '192w', '288w']);
      const rect = expectedRect(founder.photo);
      for (const [url, descriptor] of candidates) {
        const params = new URL(url!, page.url()).searchParams;
        expect(params.get('rect'), url).toBe(rect);
        expect(params.get('w'), url).toBe(descriptor!.slice(0, -1));
        expect(params.get('h'), url).toBe(descriptor!.slice(0, -1));
        expect(params.get('fit'), url).toBe('crop');
        expect(params.get('auto'), url).toBe('format');
      }
    }

    // Lazy: loaded once scrolled near; the box is fixed before and after.
    await photos.first().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        photos.evaluateAll((elements) =>
          (elements as HTMLImageElement[]).every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    const boxes = await photos.evaluateAll((elements) =>
      elements.map((element) => {
        const { width, height } = element.getBoundingClientRect();
        return [width, height];
      }),
    );
    expect(boxes).toEqual(founders.map(() => [BOX, BOX]));

    const sources = await photos.evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => img.currentSrc),
    );
    for (const source of sources) {
      const response = images.find((candidate) => candidate.url() === source);
      expect(response, source).toBeDefined();
      expect(response!.status()).toBe(200);
      // Chromium accepts AVIF, so auto=format must not send it the PNG of the seed.
      expect(['image/avif', 'image/webp']).toContain(response!.headers()['content-type']);
      const bytes = await response!.body();
      const { width, height } = await sharp(bytes).metadata();
      const asked = Number(new URL(source).searchParams.get('w'));
      expect([width, height]).toEqual([asked, asked]);
      // Outside the editor's crop the seed's portraits are magenta: none of it may show.
      expect(await pixelsNear(bytes, SEED_IMAGE_MARKER)).toBe(0);
    }
  });
}

test('the crop check can fail: the whole portrait, uncropped, shows the magenta frame', async ({
  page,
}) => {
  await page.goto('/');
  const source = await page.locator('img.founder__photo').first().getAttribute('src');
  const url = new URL(source!, page.url());
  url.searchParams.delete('rect');
  const response = await page.request.get(url.pathname + url.search);
  expect(response.status()).toBe(200);
  expect(await pixelsNear(await response.body(), SEED_IMAGE_MARKER)).toBeGreaterThan(100);
});
