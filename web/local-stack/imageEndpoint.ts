import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp, { type ResizeOptions } from 'sharp';
import { LOCAL_SANITY_PROJECT_ID } from '../src/config/services.ts';
import { clientAddress, createRateLimiter, type RateLimit } from '../server/requestLimits.ts';
import { newestAssetChange, readSeedAssets, type SeedAsset } from './seedAssets.ts';
import { sendText } from '../server/sendText.ts';

// Sanity's image CDN for the seed's images, at the page's own origin: the URLs that
// @sanity/image-url builds (web/src/content/images.ts) with the local project id,
// /images/local/<dataset>/<sha1>-<width>x<height>.png?rect=…&w=…&h=…&fit=crop&auto=format,
// answered by cropping and scaling the file with sharp. The parameters are the subset of
// Sanity's image pipeline the site uses; anything else, or anything malformed, is refused with
// 400 and a sentence saying why, so a wrong URL fails here instead of working by accident.

export type ImageLimits = {
  /** Of the output, in pixels per side after `dpr`: larger than any layout of the site needs. */
  maxDimension: number;
  /** Requests per client address: a page loads a handful of images, a test suite hundreds. */
  rate: RateLimit;
  /** Conversions at once; sharp uses several threads for each. */
  maxConcurrent: number;
  /** Conversions waiting for a turn; beyond, 503 with Retry-After. */
  maxWaiting: number;
  /** Time of one conversion (sharp counts whole seconds); past it, 503. */
  timeLimitSeconds: number;
  /** Converted images kept, by URL and format, and the bytes they may take together. */
  cacheEntries: number;
  cacheBytes: number;
};

const IMAGE_LIMITS: ImageLimits = {
  maxDimension: 2400,
  rate: { limit: 600, windowMs: 60_000 },
  maxConcurrent: 2,
  maxWaiting: 16,
  timeLimitSeconds: 2,
  cacheEntries: 128,
  cacheBytes: 16 * 1024 * 1024,
};

/** What the image pipeline can write: Sanity's `fm` values, and AVIF for `auto=format`. */
type OutputFormat = 'jpg' | 'pjpg' | 'png' | 'webp' | 'avif';

const contentTypes: Record<OutputFormat, string> = {
  jpg: 'image/jpeg',
  pjpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * Sanity's fit modes as sharp's: crop fills the box and cuts off the rest; clip and max fit
 * inside it (max never enlarges); min fills it; scale stretches; fill pads.
 */
const fits = {
  crop: { fit: 'cover' },
  clip: { fit: 'inside' },
  max: { fit: 'inside', withoutEnlargement: true },
  min: { fit: 'cover' },
  scale: { fit: 'fill' },
  fill: { fit: 'contain' },
} as const satisfies Record<string, ResizeOptions>;

/** Own keys only: `in` would take `constructor` or `toString` for a fit mode. */
const isFit = (name: string): name is keyof typeof fits => Object.hasOwn(fits, name);

type Transform = {
  asset: SeedAsset;
  rect?: { left: number; top: number; width: number; height: number };
  width?: number;
  height?: number;
  fit: keyof typeof fits;
  format: OutputFormat;
  quality?: number;
  /** Whether the format followed the Accept header (auto=format): the answer varies by it. */
  negotiated: boolean;
};

/** A request the endpoint refuses, with its status and the reason in a sentence. */
class ImageRefusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const bad = (message: string) => new ImageRefusal(400, message);
const notFound = () => new ImageRefusal(404, 'No such image in the seed.');

const FILE_NAME = /^([0-9a-f]{40})-([1-9]\d{0,4})x([1-9]\d{0,4})\.(png|jpg|webp)$/;
const PARAMETERS = new Set(['rect', 'w', 'h', 'fit', 'auto', 'fm', 'q', 'dpr']);
const FORMATS = new Set<string>(['jpg', 'pjpg', 'png', 'webp']);

/** A whole number from min to max, or the refusal naming the parameter. */
function integer(name: string, text: string, min: number, max: number): number {
  if (!/^\d{1,6}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw bad(`Parameter ${name} must be a whole number from ${min} to ${max}.`);
  }
  return Number(text);
}

/** The format the browser gets: for auto=format the best its Accept header names. */
function chooseFormat(auto: string | null, fm: string | null, accept: string, asset: SeedAsset) {
  if (auto === 'format') {
    if (/\bimage\/avif\b/.test(accept)) return { format: 'avif' as const, negotiated: true };
    if (/\bimage\/webp\b/.test(accept)) return { format: 'webp' as const, negotiated: true };
  }
  return { format: (fm ?? asset.extension) as OutputFormat, negotiated: auto === 'format' };
}

/** Reads and checks one request; throws an ImageRefusal for anything it would not serve. */
function readTransform(
  url: URL,
  accept: string,
  dataset: string,
  assets: ReadonlyMap<string, SeedAsset>,
  limits: ImageLimits,
): Transform {
  const segments = url.pathname.split('/');
  if (segments.length !== 5) {
    throw bad('Image URLs have the form /images/<project>/<dataset>/<sha1>-<w>x<h>.<format>.');
  }
  const [, , project, set, name = ''] = segments;
  if (project !== LOCAL_SANITY_PROJECT_ID || set !== dataset) throw notFound();
  const match = FILE_NAME.exec(name);
  if (!match) throw bad('The file name must be <sha1>-<width>x<height>.<png|jpg|webp>.');
  // The file name is the asset's id in another order, as @sanity/image-url derives it.
  const [, sha1, width, height, extension] = match;
  const id = `image-${sha1}-${width}x${height}-${extension}`;
  const asset = [...assets.values()].find(({ _id }) => _id === id);
  if (!asset) throw notFound();

  const params = url.searchParams;
  for (const key of new Set(params.keys())) {
    if (!PARAMETERS.has(key)) {
      throw bad(`Unsupported parameter ${key}; this endpoint knows ${[...PARAMETERS].join(', ')}.`);
    }
    if (params.getAll(key).length > 1) throw bad(`Parameter ${key} is given more than once.`);
  }
  const read = (key: string) => params.get(key);

  let rect: Transform['rect'];
  const rectText = read('rect');
  if (rectText !== null) {
    const parts = rectText.split(',');
    if (parts.length !== 4) throw bad('Parameter rect must be left,top,width,height.');
    const [left, top, rectWidth, rectHeight] = parts.map((part, index) =>
      integer('rect', part, index < 2 ? 0 : 1, 100_000),
    ) as [number, number, number, number];
    if (left + rectWidth > asset.width || top + rectHeight > asset.height) {
      throw bad(`Parameter rect reaches outside the image (${asset.width}×${asset.height}).`);
    }
    rect = { left, top, width: rectWidth, height: rectHeight };
  }

  const dprText = read('dpr');
  const dpr = dprText === null ? 1 : integer('dpr', dprText, 1, 3);
  const size = (key: string) => {
    const text = read(key);
    if (text === null) return undefined;
    const value = integer(key, text, 1, limits.maxDimension) * dpr;
    if (value > limits.maxDimension) {
      throw bad(`Parameter ${key} times dpr must be at most ${limits.maxDimension}.`);
    }
    return value;
  };
  const outputWidth = size('w');
  const outputHeight = size('h');

  const fit = read('fit') ?? 'clip';
  if (!isFit(fit)) throw bad(`Parameter fit must be one of ${Object.keys(fits).join(', ')}.`);
  const auto = read('auto');
  if (auto !== null && auto !== 'format') throw bad('Parameter auto must be format.');
  const fm = read('fm');
  if (fm !== null && !FORMATS.has(fm)) {
    throw bad(`Parameter fm must be one of ${[...FORMATS].join(', ')}.`);
  }
  const qualityText = read('q');
  // Sanity's pipeline takes q from 1; sharp would refuse 0 only once the conversion runs.
  const quality = qualityText === null ? undefined : integer('q', qualityText, 1, 100);

  return {
    asset,
    rect,
    width: outputWidth,
    height: outputHeight,
    fit,
    ...chooseFormat(auto, fm, accept, asset),
    quality,
  };
}

/** Crops to rect, scales to the box, writes the format; ends after the time limit. */
async function convert(transform: Transform, limits: ImageLimits): Promise<Buffer> {
  const { asset, rect, width, height, fit, format, quality } = transform;
  // The seed's files are small; the pixel limit keeps a replaced file from holding the server.
  let image = sharp(asset.file, { limitInputPixels: 40_000_000 }).timeout({
    seconds: limits.timeLimitSeconds,
  });
  if (rect) image = image.extract(rect);
  if (width || height) image = image.resize({ width, height, ...fits[fit] });
  const options = quality === undefined ? {} : { quality };
  switch (format) {
    case 'avif':
      return image.avif(options).toBuffer();
    case 'webp':
      return image.webp(options).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'pjpg':
      return image.jpeg({ ...options, progressive: true }).toBuffer();
    default:
      return image.jpeg(options).toBuffer();
  }
}

/** At most `concurrent` tasks at once and `waiting` in line; run() resolves undefined past that. */
export function createGate(concurrent: number, waiting: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T | undefined> {
      if (running >= concurrent) {
        if (queue.length >= waiting) return undefined;
        // A finishing task hands its place straight to the first in line (see finally).
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

/** The newest conversions, dropped oldest first past either limit. */
function createCache(entries: number, bytes: number) {
  const cache = new Map<string, Buffer>();
  let size = 0;
  return {
    get(key: string) {
      const value = cache.get(key);
      if (value) {
        cache.delete(key);
        cache.set(key, value);
      }
      return value;
    },
    set(key: string, value: Buffer) {
      if (value.length > bytes) return;
      cache.set(key, value);
      size += value.length;
      for (const [oldest, old] of cache) {
        if (cache.size <= entries && size <= bytes) break;
        cache.delete(oldest);
        size -= old.length;
      }
    },
    clear() {
      cache.clear();
      size = 0;
    },
  };
}

const refuse = (res: ServerResponse, { status, message, headers }: ImageRefusal) =>
  sendText(res, status, `${message}\n`, headers);

/**
 * The local image endpoint over the seed's images (`seedDir`/images), for the given dataset.
 * Answers GET and HEAD under /images/ and resolves false for every other path. The seed's files
 * are re-read when they change.
 */
export function createImageEndpoint(
  seedDir: string,
  { dataset, limits: overrides = {} }: { dataset: string; limits?: Partial<ImageLimits> },
) {
  const limits = { ...IMAGE_LIMITS, ...overrides };
  const rateLimiter = createRateLimiter(limits.rate);
  const gate = createGate(limits.maxConcurrent, limits.maxWaiting);
  const cache = createCache(limits.cacheEntries, limits.cacheBytes);
  let seed: { changedAt: number; assets: Map<string, SeedAsset> } | undefined;
  const assets = () => {
    const changedAt = newestAssetChange(seedDir);
    if (seed?.changedAt !== changedAt) {
      seed = { changedAt, assets: readSeedAssets(seedDir) };
      cache.clear();
    }
    return seed.assets;
  };

  return async function imageEndpoint(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://local');
    if (!url.pathname.startsWith('/images/')) return false;
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        throw new ImageRefusal(405, 'Images are read with GET or HEAD.', { allow: 'GET, HEAD' });
      }
      const retryAfter = rateLimiter.take(clientAddress(req));
      if (retryAfter !== undefined) {
        throw new ImageRefusal(429, 'Too many image requests; try again later.', {
          'retry-after': String(retryAfter),
        });
      }
      const accept = req.headers.accept ?? '';
      const transform = readTransform(url, accept, dataset, assets(), limits);
      const key = `${url.pathname}${url.search}|${transform.format}`;
      let body = cache.get(key);
      if (!body) {
        body = await gate
          .run(() => convert(transform, limits))
          .catch((error: unknown) => {
            const message = error instanceof Error ? error.message : String(error);
            throw new ImageRefusal(
              503,
              /timeout/i.test(message)
                ? `Converting the image took longer than ${limits.timeLimitSeconds} s.`
                : 'The image could not be converted.',
            );
          });
        if (!body) {
          throw new ImageRefusal(503, 'Too many images are being converted; try again.', {
            'retry-after': '1',
          });
        }
        cache.set(key, body);
      }
      res.writeHead(200, {
        'content-type': contentTypes[transform.format],
        'content-length': String(body.length),
        // The file name is the content's hash, as on Sanity's CDN: a changed image is a new URL.
        'cache-control': 'public, max-age=31536000, immutable',
        'access-control-allow-origin': '*',
        ...(transform.negotiated ? { vary: 'Accept' } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    } catch (error) {
      if (!(error instanceof ImageRefusal)) throw error;
      refuse(res, error);
    }
    return true;
  };
}
