import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The seed's images (studio/seed/images/), as Sanity holds them once `sanity dataset import`
// has uploaded them: an asset document per file, whose id carries the file's SHA-1, its size and
// its format (`image-<sha1>-<width>x<height>-png`), and in the documents a reference to it where
// the NDJSON says `_sanityAsset: "image@file://./images/<file>"` (studio/seed-src/images.ts).
// The local GROQ endpoint (./groqEndpoint.ts) serves the documents resolved this way, and the
// local image endpoint (./imageEndpoint.ts) the files by the same ids.

/** The folder of the seed's images, beside its NDJSON files. */
const SEED_IMAGES_FOLDER = 'images';

/** One image file of the seed. */
export type SeedAsset = {
  /** The asset document's id, as Sanity derives it from the file. */
  _id: string;
  /** The file's SHA-1, hex: the name under which Sanity's CDN serves it. */
  sha1: string;
  width: number;
  height: number;
  extension: 'png';
  file: string;
  originalFilename: string;
  size: number;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's header (its first chunk, IHDR), or undefined for no PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  return width > 0 && height > 0 ? { width, height } : undefined;
}

/**
 * The seed's image files by file name. Only PNG: its size is in a fixed place of the header, so
 * the seed is read without decoding an image; the endpoints convert to what is asked.
 */
export function readSeedAssets(seedDir: string): Map<string, SeedAsset> {
  const folder = join(seedDir, SEED_IMAGES_FOLDER);
  const assets = new Map<string, SeedAsset>();
  if (!existsSync(folder)) return assets;
  // Hidden files are a writer's temporary ones (./atomicFile.ts) or the system's, no images.
  for (const name of readdirSync(folder)
    .filter((entry) => !entry.startsWith('.'))
    .sort()) {
    const file = join(folder, name);
    const asset = pngAssetOf(readFileSync(file), name);
    if (!name.endsWith('.png') || !asset) {
      throw new Error(`${file}: the seed's images must be PNG files (*.png).`);
    }
    assets.set(name, { ...asset, file });
  }
  return assets;
}

/**
 * The asset ids of the seed's images: drawn placeholders (portraits, share images) that the
 * launch check reports wherever the content still shows one (web/src/content/launchCheck.ts).
 * The same ids in hosted Sanity after `sanity dataset import` and in the local stack.
 */
export function seedImageAssetIds(seedDir: string): ReadonlySet<string> {
  return new Set([...readSeedAssets(seedDir).values()].map(({ _id }) => _id));
}

/**
 * The asset Sanity makes of a PNG file's bytes (its id from the file's SHA-1 and size), or
 * undefined for bytes that are no PNG: the seed's images and the ones editors upload alike.
 */
export function pngAssetOf(bytes: Buffer, originalFilename: string) {
  const size = pngSize(bytes);
  if (!size) return undefined;
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  return {
    _id: `image-${sha1}-${size.width}x${size.height}-png`,
    sha1,
    ...size,
    extension: 'png' as const,
    originalFilename,
    size: bytes.length,
  } satisfies Omit<SeedAsset, 'file'>;
}

/** The newest change among the seed's image files, for caches that follow the seed. */
export function newestAssetChange(seedDir: string): number {
  const folder = join(seedDir, SEED_IMAGES_FOLDER);
  if (!existsSync(folder)) return 0;
  return Math.max(
    statSync(folder).mtimeMs,
    ...readdirSync(folder).map((name) => statSync(join(folder, name)).mtimeMs),
  );
}

const SANITY_ASSET = /^image@file:\/\/\.\/images\/([^/]+)$/;

/**
 * The asset a `_sanityAsset` value (`image@file://./images/<file>`) names. A missing file fails
 * loudly, as the import does: a page would otherwise lose its image without a word.
 */
export function seedAssetOf(source: unknown, assets: ReadonlyMap<string, SeedAsset>): SeedAsset {
  const name = typeof source === 'string' ? SANITY_ASSET.exec(source)?.[1] : undefined;
  const asset = name === undefined ? undefined : assets.get(name);
  if (!asset) {
    throw new Error(
      `The seed refers to the image ${JSON.stringify(source)}, which is not a file of its ` +
        `${SEED_IMAGES_FOLDER}/ folder.`,
    );
  }
  return asset;
}

/** The asset document Sanity creates for an uploaded image (the fields the site may read). */
export function imageAssetDocument(asset: SeedAsset) {
  return {
    _id: asset._id,
    _type: 'sanity.imageAsset',
    assetId: asset.sha1,
    sha1hash: asset.sha1,
    extension: asset.extension,
    mimeType: 'image/png',
    originalFilename: asset.originalFilename,
    size: asset.size,
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: asset.width,
        height: asset.height,
        aspectRatio: asset.width / asset.height,
      },
    },
  };
}

/**
 * The documents as `sanity dataset import` leaves them: every `_sanityAsset` replaced by a
 * reference to its asset (seedAssetOf), and one asset document per image used.
 */
export function resolveSeedAssets<T extends object>(
  documents: T[],
  assets: ReadonlyMap<string, SeedAsset>,
): (T | ReturnType<typeof imageAssetDocument>)[] {
  const used = new Map<string, SeedAsset>();
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, child]) => [key, resolve(child)] as const);
    const source = (value as { _sanityAsset?: unknown })._sanityAsset;
    if (source === undefined) return Object.fromEntries(entries);
    const asset = seedAssetOf(source, assets);
    used.set(asset._id, asset);
    return {
      ...Object.fromEntries(entries.filter(([key]) => key !== '_sanityAsset')),
      asset: { _type: 'reference', _ref: asset._id },
    };
  };
  const resolved = documents.map((document) => resolve(document) as T);
  return [...resolved, ...[...used.values()].map(imageAssetDocument)];
}
