import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { LOCAL_SANITY_PROJECT_ID, SANITY_DEFAULT_DATASET } from '../src/config/services.ts';

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

/** The newest change among the seed's image and other files, for caches that follow the seed. */
export function newestAssetChange(seedDir: string): number {
  return Math.max(
    0,
    ...[SEED_IMAGES_FOLDER, SEED_FILES_FOLDER]
      .map((name) => join(seedDir, name))
      .filter((folder) => existsSync(folder))
      .flatMap((folder) => [
        statSync(folder).mtimeMs,
        ...readdirSync(folder).map((name) => statSync(join(folder, name)).mtimeMs),
      ]),
  );
}

// Files other than images (recordings, PDFs), as Sanity holds them: an asset document whose id
// carries the file's SHA-1 and extension (`file-<sha1>-<ext>`), served unchanged from
// cdn.sanity.io/files/<project>/<dataset>/<sha1>.<ext>; the seed's beside its images in files/,
// named `file@file://./files/<file>` in the NDJSON. Locally the address is the same path at the
// page's own origin (./fileEndpoint.ts), kept in the asset document's `url` as Sanity keeps its own.

/** The folder of the seed's other files, beside its NDJSON files. */
const SEED_FILES_FOLDER = 'files';

/**
 * The types the local file endpoint names by extension; any other file is served as bytes
 * (application/octet-stream), so an uploaded page or script never runs as one.
 */
export const FILE_TYPES: Readonly<Record<string, string>> = {
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  oga: 'audio/ogg',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  webm: 'audio/webm',
  pdf: 'application/pdf',
};

/** One file asset of the seed or of an upload, and where its bytes are. */
export type FileAsset = {
  _id: string;
  sha1: string;
  extension: string;
  mimeType: string;
  originalFilename: string;
  size: number;
  file: string;
};

/** The extension Sanity gives a file: its name's, lower case, letters and digits only. */
export function fileExtensionOf(filename: string): string {
  const extension = extname(filename).slice(1).toLowerCase();
  return /^[a-z0-9]{1,8}$/.test(extension) ? extension : 'bin';
}

/** The asset Sanity makes of a file's bytes. */
export function fileAssetOf(bytes: Buffer, originalFilename: string): Omit<FileAsset, 'file'> {
  const sha1 = createHash('sha1').update(bytes).digest('hex');
  const extension = fileExtensionOf(originalFilename);
  return {
    _id: `file-${sha1}-${extension}`,
    sha1,
    extension,
    mimeType: FILE_TYPES[extension] ?? 'application/octet-stream',
    originalFilename,
    size: bytes.length,
  };
}

/** The seed's other files by file name (hidden files are a writer's temporary ones). */
export function readSeedFiles(seedDir: string): Map<string, FileAsset> {
  const folder = join(seedDir, SEED_FILES_FOLDER);
  const assets = new Map<string, FileAsset>();
  if (!existsSync(folder)) return assets;
  for (const name of readdirSync(folder)
    .filter((entry) => !entry.startsWith('.'))
    .sort()) {
    const file = join(folder, name);
    assets.set(name, { ...fileAssetOf(readFileSync(file), name), file });
  }
  return assets;
}

/** Where the local stack serves a file asset: Sanity's CDN path at the page's own origin. */
export const localFilePath = ({ sha1, extension }: Pick<FileAsset, 'sha1' | 'extension'>) =>
  `/files/${LOCAL_SANITY_PROJECT_ID}/${SANITY_DEFAULT_DATASET}/${sha1}.${extension}`;

/** The asset document Sanity creates for an uploaded file (the fields the site may read). */
export function fileAssetDocument(asset: FileAsset) {
  const url = localFilePath(asset);
  return {
    _id: asset._id,
    _type: 'sanity.fileAsset',
    assetId: asset.sha1,
    sha1hash: asset.sha1,
    extension: asset.extension,
    mimeType: asset.mimeType,
    originalFilename: asset.originalFilename,
    size: asset.size,
    path: url.slice(1),
    url,
  };
}

const SANITY_ASSET = /^image@file:\/\/\.\/images\/([^/]+)$/;
const SANITY_FILE = /^file@file:\/\/\.\/files\/([^/]+)$/;

/** The file asset a `_sanityAsset` value (`file@file://./files/<file>`) names; fails as seedAssetOf. */
export function seedFileOf(source: string, files: ReadonlyMap<string, FileAsset>): FileAsset {
  const name = SANITY_FILE.exec(source)?.[1];
  const asset = name === undefined ? undefined : files.get(name);
  if (!asset) {
    throw new Error(
      `The seed refers to the file ${JSON.stringify(source)}, which is not a file of its ` +
        `${SEED_FILES_FOLDER}/ folder.`,
    );
  }
  return asset;
}

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
 * reference to its asset (seedAssetOf, seedFileOf), and one asset document per image or file used.
 */
export function resolveSeedAssets<T extends object>(
  documents: T[],
  assets: ReadonlyMap<string, SeedAsset>,
  files: ReadonlyMap<string, FileAsset> = new Map(),
): (T | ReturnType<typeof imageAssetDocument> | ReturnType<typeof fileAssetDocument>)[] {
  const used = new Map<string, ReturnType<typeof imageAssetDocument | typeof fileAssetDocument>>();
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, child]) => [key, resolve(child)] as const);
    const source = (value as { _sanityAsset?: unknown })._sanityAsset;
    if (source === undefined) return Object.fromEntries(entries);
    const document =
      typeof source === 'string' && source.startsWith('file@')
        ? fileAssetDocument(seedFileOf(source, files))
        : imageAssetDocument(seedAssetOf(source, assets));
    used.set(document._id, document);
    return {
      ...Object.fromEntries(entries.filter(([key]) => key !== '_sanityAsset')),
      asset: { _type: 'reference', _ref: document._id },
    };
  };
  const resolved = documents.map((document) => resolve(document) as T);
  return [...resolved, ...used.values()];
}
