import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ResizeOptions } from 'sharp';
import { LOCAL_SANITY_PROJECT_ID } from '../src/config/services.ts';
import {
  createImageConverter,
  type ConversionJob,
  type ConversionOutcome,
  type Encoding,
} from './imageConverter.ts';
import { createGate } from './gate.ts';
import { newestAssetChange, readSeedAssets, type SeedAsset } from './seedAssets.ts';
import { sendText } from '../server/sendText.ts';

// Sanity's image CDN for the seed's images, at the page's own origin: the URLs that
// @sanity/image-url builds (web/src/content/images.ts) with the local project id,
// /images/local/<dataset>/<sha1>-<width>x<height>.png?rect=…&w=…&h=…&fit=crop&auto=format,
// answered by cropping and scaling the file with sharp. The parameters are the subset of
// Sanity's image pipeline the site uses; anything else, or anything malformed, is refused with
// 400 and a sentence saying why, so a wrong URL fails here instead of working by accident.
// Conversions run in child processes (./imageConverter.ts) that end when no client waits for
// them any more or their time is up; requests for the same image share one conversion.

export type ImageLimits = {
  /** Of the output, in pixels per side after `dpr`: larger than any layout of the site needs. */
  maxDimension: number;
  /** Conversions at once, each in a process of its own: one per core of a small machine. */
  maxConcurrent: number;
  /** Conversions waiting for a turn; beyond, 503 with Retry-After. */
  maxWaiting: number;
  /**
   * Time of one conversion from its hand-over to a ready process (a fresh one's start not
   * counted, ./imageConverter.ts); past it, its process is killed and the answer is 503: an
   * image that would never finish holds no process. Far above a real conversion (under 1 s of
   * CPU), which a busy machine stretches in wall time.
   */
  timeLimitMs: number;
  /**
   * The bytes converted images kept (by URL and format) may take together, the oldest dropped
   * first: a script asking for every width would otherwise grow the server's memory unbounded.
   */
  cacheBytes: number;
};

export const IMAGE_LIMITS: ImageLimits = {
  maxDimension: 2400,
  maxConcurrent: 2,
  maxWaiting: 16,
  timeLimitMs: 20_000,
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

/**
 * libaom's effort for AVIF (sharp's default is 4). Measured on a 2-core machine for a seed
 * portrait at 2400 × 2400 and q=100: effort 4 took 10 s, 2 took 1.8 s, 1 takes 0.7-0.9 s, well
 * inside the time limit; the files come out about a fifth larger.
 */
const AVIF_EFFORT = 1;

/** The seed's files are small; the limit keeps a replaced file from holding a process. */
const INPUT_PIXEL_LIMIT = 40_000_000;

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

/** sharp's encoder for the format; PNG is lossless and takes no quality. */
function encodingOf(format: OutputFormat, quality: number | undefined): Encoding {
  const options = quality === undefined ? {} : { quality };
  switch (format) {
    case 'avif':
      return { format: 'avif', options: { ...options, effort: AVIF_EFFORT } };
    case 'webp':
      return { format: 'webp', options };
    case 'png':
      return { format: 'png', options: {} };
    case 'pjpg':
      return { format: 'jpeg', options: { ...options, progressive: true } };
    default:
      return { format: 'jpeg', options };
  }
}

/** Crops to rect, scales to the box, writes the format. */
function conversionJob({ asset, rect, width, height, fit, format, quality }: Transform) {
  return {
    file: asset.file,
    inputPixelLimit: INPUT_PIXEL_LIMIT,
    rect,
    resize: width || height ? { width, height, ...fits[fit] } : undefined,
    encoding: encodingOf(format, quality),
  } satisfies ConversionJob;
}

/** The newest conversions, dropped oldest first past the byte limit. */
function createCache(bytes: number) {
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
        if (size <= bytes) break;
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

/** A conversion's end, or its refusal because the line was full. */
type ConversionResult = ConversionOutcome | { outcome: 'turnedAway' };

/** The conversion in its turn; cancelled when `signal` aborts, in the line or converting. */
async function convertInTurn(
  gate: ReturnType<typeof createGate>,
  converter: ReturnType<typeof createImageConverter>,
  job: ConversionJob,
  signal: AbortSignal,
): Promise<ConversionResult> {
  try {
    return (
      (await gate.run(() => converter.convert(job, signal), signal)) ?? { outcome: 'turnedAway' }
    );
  } catch (error) {
    // Left the line: the gate rejects with the signal's reason.
    if (signal.aborted) return { outcome: 'cancelled' };
    throw error;
  }
}

/**
 * Conversions by cache key, shared by the requests for the same image while they run: twenty
 * requests for an uncached image are one conversion and one place in the gate. A conversion
 * every requester has left is cancelled, in the line or in its process.
 */
function createSharedConversions(
  gate: ReturnType<typeof createGate>,
  converter: ReturnType<typeof createImageConverter>,
  cache: ReturnType<typeof createCache>,
) {
  type Shared = { outcome: Promise<ConversionResult>; requesters: number; cancel: AbortController };
  const running = new Map<string, Shared>();
  const forget = (key: string, shared: Shared) => {
    if (running.get(key) === shared) running.delete(key);
  };

  function start(key: string, job: ConversionJob): Shared {
    const cancel = new AbortController();
    const outcome = convertInTurn(gate, converter, job, cancel.signal);
    const shared = { outcome, requesters: 0, cancel };
    running.set(key, shared);
    // Registered first, so it runs before any requester hears the outcome.
    void outcome.then(
      (result) => {
        forget(key, shared);
        if (result.outcome === 'converted') cache.set(key, result.bytes);
      },
      () => forget(key, shared),
    );
    return shared;
  }

  return {
    /** The conversion for `key`, joined or started; `left` aborting ends this requester's share. */
    join(key: string, job: ConversionJob, left: AbortSignal): Promise<ConversionResult> {
      const shared = running.get(key) ?? start(key, job);
      shared.requesters += 1;
      return new Promise((resolve, reject) => {
        const leave = () => {
          shared.requesters -= 1;
          if (shared.requesters === 0) {
            // A later request for the image starts afresh instead of joining a cancelled one.
            forget(key, shared);
            shared.cancel.abort();
          }
          resolve({ outcome: 'cancelled' });
        };
        if (left.aborted) {
          leave();
          return;
        }
        left.addEventListener('abort', leave, { once: true });
        shared.outcome.then(
          (result) => {
            left.removeEventListener('abort', leave);
            resolve(result);
          },
          (error: unknown) => {
            left.removeEventListener('abort', leave);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
    /** Cancels every conversion, running or waiting. */
    cancelAll() {
      for (const [key, shared] of running) {
        forget(key, shared);
        shared.cancel.abort();
      }
    },
  };
}

/** The converted image, or the refusal that says why there is none. */
function bytesOf(result: ConversionResult, limits: ImageLimits): Buffer {
  switch (result.outcome) {
    case 'converted':
      return result.bytes;
    case 'turnedAway':
      throw new ImageRefusal(503, 'Too many images are being converted; try again.', {
        'retry-after': '1',
      });
    case 'timedOut':
      throw new ImageRefusal(
        503,
        `Converting the image took longer than ${limits.timeLimitMs / 1000} s.`,
      );
    case 'cancelled':
      // Heard only by a client still there when the endpoint closes.
      throw new ImageRefusal(503, 'The image endpoint is shutting down.');
    default:
      throw new ImageRefusal(503, 'The image could not be converted.');
  }
}

const refuse = (res: ServerResponse, { status, message, headers }: ImageRefusal) =>
  sendText(res, status, `${message}\n`, headers);

/**
 * The local image endpoint over the seed's images (`seedDir`/images) and those uploaded, for the
 * given dataset.
 * Answers GET and HEAD under /images/ and resolves false for every other path. The seed's files
 * are re-read when they change.
 */
export function createImageEndpoint(
  seedDir: string,
  {
    dataset,
    uploadsDir,
    limits: overrides = {},
    onConversionStart,
  }: {
    dataset: string;
    /** A folder whose images/ holds the images editors uploaded (./studioApi.ts), if any. */
    uploadsDir?: string;
    limits?: Partial<ImageLimits>;
    /** Hears each conversion start, with the id of the process it runs in (for tests). */
    onConversionStart?: (conversion: { pid: number }) => void;
  },
) {
  const limits = { ...IMAGE_LIMITS, ...overrides };
  const gate = createGate(limits.maxConcurrent, limits.maxWaiting);
  const cache = createCache(limits.cacheBytes);
  const converter = createImageConverter({
    timeLimitMs: limits.timeLimitMs,
    onStart: (pid) => onConversionStart?.({ pid }),
  });
  const conversions = createSharedConversions(gate, converter, cache);
  let seed: { changedAt: number; assets: Map<string, SeedAsset> } | undefined;
  const assets = () => {
    const folders = uploadsDir ? [seedDir, uploadsDir] : [seedDir];
    const changedAt = Math.max(...folders.map(newestAssetChange));
    if (seed?.changedAt !== changedAt) {
      seed = { changedAt, assets: new Map(folders.flatMap((dir) => [...readSeedAssets(dir)])) };
      cache.clear();
    }
    return seed.assets;
  };

  async function imageEndpoint(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://local');
    if (!url.pathname.startsWith('/images/')) return false;
    // The client hung up before its answer: its share of a conversion ends.
    const left = new AbortController();
    if (res.destroyed) left.abort();
    res.on('close', () => {
      if (!res.writableFinished) left.abort();
    });
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        throw new ImageRefusal(405, 'Images are read with GET or HEAD.', { allow: 'GET, HEAD' });
      }
      const accept = req.headers.accept ?? '';
      const transform = readTransform(url, accept, dataset, assets(), limits);
      const key = `${url.pathname}${url.search}|${transform.format}`;
      let body = cache.get(key);
      if (!body) {
        const result = await conversions.join(key, conversionJob(transform), left.signal);
        // Nobody is left to answer.
        if (left.signal.aborted) return true;
        body = bytesOf(result, limits);
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
  }

  return Object.assign(imageEndpoint, {
    /** Ends the conversions and their processes; requests still waiting get 503. */
    close: async () => {
      conversions.cancelAll();
      converter.close();
    },
  });
}
