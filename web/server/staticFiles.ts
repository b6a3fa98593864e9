import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.xml',
]);

type Encoded = { encoding: 'br' | 'gzip' | undefined; body: Buffer };

/**
 * Serves the prerendered build: files as they are, a route as its folder's index.html, and
 * the prerendered 404 page with status 404 for everything else. Hashed assets are cached
 * for a year; HTML is revalidated on every visit so a rebuild reaches visitors at once.
 */
export function createStaticFiles(root: string) {
  const compressed = new Map<string, { mtimeMs: number; br: Buffer; gzip: Buffer }>();

  function encode(file: string, req: IncomingMessage): Encoded {
    const body = readFileSync(file);
    if (!compressible.has(extname(file))) return { encoding: undefined, body };
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const mtimeMs = statSync(file).mtimeMs;
    let entry = compressed.get(file);
    if (entry?.mtimeMs !== mtimeMs) {
      entry = { mtimeMs, br: brotliCompressSync(body), gzip: gzipSync(body) };
      compressed.set(file, entry);
    }
    if (/\bbr\b/.test(accepted)) return { encoding: 'br', body: entry.br };
    if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: entry.gzip };
    return { encoding: undefined, body };
  }

  function resolveFile(pathname: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    const candidate = resolve(root, `.${decoded}`);
    const inside = relative(root, candidate);
    if (inside.startsWith('..') || isAbsolute(inside)) return undefined;
    for (const file of [candidate, join(candidate, 'index.html')]) {
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
    return undefined;
  }

  function send(req: IncomingMessage, res: ServerResponse, file: string, status: number) {
    const { encoding, body } = encode(file, req);
    const isAsset = file.includes(`${sep}assets${sep}`);
    res.writeHead(status, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Answers a GET or HEAD for the URL path (as the request target carries it, still encoded). */
  return function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const file = resolveFile(pathname);
    if (file) send(req, res, file, 200);
    else send(req, res, join(root, '404.html'), 404);
  };
}
