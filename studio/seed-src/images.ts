import type { LocaleString } from './build';

// Images of the seed. Each is a file in studio/seed/images/ (drawn by
// studio/scripts/write-seed-images.ts), written into the NDJSON in the form of Sanity's import
// (`_sanityAsset`): `sanity dataset import` uploads the file and replaces the field with a
// reference to the new asset; the local stack does the same (web/local-stack/seedAssets.ts).

/** The colour of a portrait outside its crop: no served founder photo may show it. */
export const SEED_IMAGE_MARKER = '#ff00ff';

/** The founder portraits' size, crop and hotspot (fractions of the image, as Sanity stores them). */
export const founderPhotoFrame = {
  width: 600,
  height: 800,
  crop: { top: 0.05, bottom: 0.25, left: 0.1, right: 0.1 },
  hotspot: { x: 0.5, y: 0.4, width: 0.4, height: 0.3 },
};

/** The about page's share image: taller than a link preview, which shows the band around its hotspot. */
export const aboutShareImageFrame = {
  width: 1200,
  height: 800,
  hotspot: { x: 0.5, y: 0.45, width: 0.7, height: 0.5 },
};

type Frame = {
  crop?: { top: number; bottom: number; left: number; right: number };
  hotspot?: { x: number; y: number; width: number; height: number };
};

/** An image field with its file, alt text, and the editor's crop and hotspot if any. */
export const image = (file: string, alt: LocaleString, { crop, hotspot }: Frame = {}) => ({
  _type: 'image',
  _sanityAsset: `image@file://./images/${file}`,
  ...(crop ? { crop: { _type: 'sanity.imageCrop', ...crop } } : {}),
  ...(hotspot ? { hotspot: { _type: 'sanity.imageHotspot', ...hotspot } } : {}),
  alt,
});
