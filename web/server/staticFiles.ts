import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { HOSTING_REDIRECTS_FILE } from './redirects.ts';
import { HOSTING_HEADERS_FILE } from './securityHeaders.ts';

// Every kind of file the build writes (web/public/ and the Vite output). A file of another kind
// goes out as application/octet-stream, the type for bytes of unknown meaning: with the nosniff
// header (server/securityHeaders.ts) a browser then neither renders nor runs it.
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

/**
 * The build writes the production host's configuration into the client output
 * (server/securityHeaders.ts, server/redirects.ts). Netlify and Cloudflare Pages read these files
 * and never publish them, so `npm start` answers them with the 404 page as well: a visitor
 * learns nothing from the server that the production host would not tell.
 */
const hostingConfiguration = new Set([HOSTING_HEADERS_FILE, HOSTING_REDIRECTS_FILE]);

type Encoding = 'br' | 'gzip';

/** One file of the build as read once: its body, its compressed variants and their ETags. */
type CachedFile = {
  mtimeMs: number;
  size: number;
  hash: string;
  variants: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  /** An HTML page's own Content-Security-Policy, naming only its own inline code. */
  policy?: string;
};

/**
 * The encoding to send for an Accept-Encoding header: br or gzip by their q-values (`*` stands
 * for any coding the header does not name; on a tie br, the smaller one), identity when the
 * client names neither with a weight above zero or sends no header at all.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const weights = new Map<string, number>();
  for (const element of header.split(',')) {
    const [name = '', ...parameters] = element.split(';').map((part) => part.trim());
    if (!name) continue;
    const q = parameters.find((parameter) => /^q\s*=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1).trim());
    // A malformed weight says nothing reliable about the coding: it is left out.
    if (!Number.isFinite(weight) || weight < 0 || weight > 1) continue;
    const coding = name.toLowerCase() === 'x-gzip' ? 'gzip' : name.toLowerCase();
    weights.set(coding, Math.max(weight, weights.get(coding) ?? 0));
  }
  const weightOf = (coding: Encoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return undefined;
}

/**
 * Whether an If-None-Match header names the entity tag: `*`, or the tag in its list. The
 * comparison is the weak one the header calls for, so a W/ prefix a proxy added still matches.
 */
function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Serves the prerendered build: files as they are, a route as its folder's index.html, and
 * the prerendered 404 page with status 404 for everything else. Hashed assets are cached
 * for a year; HTML is revalidated on every visit (by its ETag) so a rebuild reaches visitors at
 * once.
 */
export function createStaticFiles(
  root: string,
  /**
   * The policy of one page, from its HTML: each page's header then names the hashes of its own
   * inline style and scripts only, not those of every page of the site, which would grow the
   * header of every response with each landing page (web/server/securityHeaders.ts).
   */
  policyOfPage?: (html: string) => string,
) {
  const cache = new Map<string, CachedFile>();

  /** The file as cached, read again only when a rebuild changed it. */
  function load(file: string): CachedFile {
    const { mtimeMs, size } = statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs && cached.size === size) return cached;
    const body = readFileSync(file);
    const entry: CachedFile = {
      mtimeMs,
      size,
      hash: createHash('sha256').update(body).digest('base64url'),
      variants: compressible.has(extname(file))
        ? { identity: body, br: brotliCompressSync(body), gzip: gzipSync(body) }
        : { identity: body },
      ...(policyOfPage && extname(file) === '.html'
        ? { policy: policyOfPage(body.toString('utf8')) }
        : {}),
    };
    cache.set(file, entry);
    return entry;
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
    if (hostingConfiguration.has(basename(candidate))) return undefined;
    for (const file of [candidate, join(candidate, 'index.html')]) {
      if (existsSync(file) && statSync(file).isFile()) return file;
    }
    return undefined;
  }

  function send(req: IncomingMessage, res: ServerResponse, file: string, status: number) {
    const { hash, variants, policy } = load(file);
    const chosen = chooseEncoding(req.headers['accept-encoding']);
    const encoding = chosen && variants[chosen] ? chosen : undefined;
    const body = encoding ? variants[encoding]! : variants.identity;
    // Each encoding is a representation of its own, so each has its own strong tag.
    const etag = `"${hash}${encoding ? `-${encoding}` : ''}"`;
    const isAsset = file.includes(`${sep}assets${sep}`);
    const validators = {
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(status === 200 ? { etag } : {}),
    };
    if (status === 200 && noneMatch(req.headers['if-none-match'], etag)) {
      res.writeHead(304, validators).end();
      return;
    }
    res.writeHead(status, {
      'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
      ...validators,
      ...(encoding ? { 'content-encoding': encoding } : {}),
      ...(policy ? { 'content-security-policy': policy } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * The 404 page nearest to the path: `en/404.html` for anything under /en/, `404.html` at the
   * root for the rest. Cloudflare Pages looks up the same way.
   */
  function notFoundFile(pathname: string): string {
    const folders = pathname.split('/').slice(1, -1);
    for (let depth = folders.length; depth > 0; depth -= 1) {
      const file = resolveFile(`/${folders.slice(0, depth).join('/')}/404.html`);
      if (file) return file;
    }
    return join(root, '404.html');
  }

  /** Answers a GET or HEAD for the URL path (as the request target carries it, still encoded). */
  return function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string) {
    const file = resolveFile(pathname);
    if (file) send(req, res, file, 200);
    else send(req, res, notFoundFile(pathname), 404);
  };
}
