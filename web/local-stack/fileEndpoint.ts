import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendText } from '../server/sendText.ts';
import { LOCAL_SANITY_PROJECT_ID } from '../src/config/services.ts';
import { newestAssetChange, readSeedFiles, type FileAsset } from './seedAssets.ts';

// Sanity's file CDN for the seed's files and the ones editors upload (recordings, PDFs), at the
// page's own origin: /files/local/<dataset>/<sha1>.<ext>, the path of cdn.sanity.io/files/…
// that the asset document's `url` names (./seedAssets.ts, fileAssetDocument). Served unchanged,
// with byte ranges, as a browser's <audio> asks for them to seek; `?dl=<name>` asks for a
// download under that name, as on Sanity's CDN (a bare `?dl` names it by its hash here: the
// folder keeps no original names).

const FILE_NAME = /^([0-9a-f]{40})\.([a-z0-9]{1,8})$/;
const RANGE = /^bytes=(\d*)-(\d*)$/;

/** A download's name as a header may carry it: the characters of a plain file name only. */
const downloadName = (name: string) => name.replace(/[^\w.-]/g, '_').slice(0, 120) || 'download';

/** The byte range a `Range` header asks for within `size` bytes, or 'unsatisfiable'. */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const match = RANGE.exec(header.trim());
  // Several ranges, or another unit: the whole file, as HTTP allows a server to answer.
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/**
 * The local file endpoint over the seed's files (`seedDir`/files) and those uploaded
 * (`uploadsDir`/files), for the given dataset. Answers GET and HEAD under /files/ and resolves
 * false for every other path. The folders are read again when they change.
 */
export function createFileEndpoint(
  seedDir: string,
  { dataset, uploadsDir }: { dataset: string; uploadsDir?: string },
) {
  let known: { changedAt: number; files: Map<string, FileAsset> } | undefined;
  const files = () => {
    const folders = uploadsDir ? [seedDir, uploadsDir] : [seedDir];
    const changedAt = Math.max(...folders.map(newestAssetChange));
    if (known?.changedAt !== changedAt) {
      const assets = folders.flatMap((dir) => [...readSeedFiles(dir).values()]);
      known = {
        changedAt,
        files: new Map(assets.map((asset) => [`${asset.sha1}.${asset.extension}`, asset])),
      };
    }
    return known.files;
  };

  return async function fileEndpoint(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://local');
    if (!url.pathname.startsWith('/files/')) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, 'Files are read with GET or HEAD.\n', { allow: 'GET, HEAD' });
      return true;
    }
    const [, , project, set, name = ''] = url.pathname.split('/');
    const asset =
      project === LOCAL_SANITY_PROJECT_ID && set === dataset && FILE_NAME.test(name)
        ? files().get(name)
        : undefined;
    if (!asset) {
      sendText(res, 404, 'No such file in the local Content Lake.\n');
      return true;
    }
    const download = url.searchParams.get('dl');
    const headers = {
      'content-type': asset.mimeType,
      'accept-ranges': 'bytes',
      // The name is the content's hash, as on Sanity's CDN: a changed file is a new URL.
      'cache-control': 'public, max-age=31536000, immutable',
      'access-control-allow-origin': '*',
      // An uploaded file comes from the site's own origin here, not a CDN's of its own: it is
      // never taken for another type, and a page among the uploads runs in no origin at all.
      'x-content-type-options': 'nosniff',
      'content-security-policy': 'sandbox',
      ...(download === null
        ? {}
        : {
            'content-disposition': `attachment; filename="${downloadName(download || asset.originalFilename)}"`,
          }),
    };
    const range = byteRange(req.headers.range, asset.size);
    if (range === 'unsatisfiable') {
      res.writeHead(416, { ...headers, 'content-range': `bytes */${asset.size}` });
      res.end();
      return true;
    }
    const { start, end } = range ?? { start: 0, end: asset.size - 1 };
    res.writeHead(range ? 206 : 200, {
      ...headers,
      'content-length': String(Math.max(0, end - start + 1)),
      ...(range ? { 'content-range': `bytes ${start}-${end}/${asset.size}` } : {}),
    });
    if (req.method === 'HEAD' || asset.size === 0) {
      res.end();
      return true;
    }
    const stream = createReadStream(asset.file, { start, end });
    res.on('close', () => stream.destroy());
    stream.pipe(res);
    return true;
  };
}
