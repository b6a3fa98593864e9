import { createHash, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { BodyTooLargeError, readLimitedBody } from '../server/requestLimits.ts';
import { writeFileAtomically } from './atomicFile.ts';
import { createImageConverter } from './imageConverter.ts';
import { SEED_AUTHOR } from './history.ts';
import type { Mutation } from './mutations.ts';
import { fileAssetDocument, fileAssetOf, imageAssetDocument, pngAssetOf } from './seedAssets.ts';

/** The editor the local Studio is signed in as. */
export const LOCAL_EDITOR = {
  id: 'pLocalEditor',
  name: 'Lokale Redaktion',
  email: 'redaktion@localhost',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
};

// What Sanity's project API grants an administrator: everything.
const ADMINISTRATOR_GRANTS = [
  { filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] },
];

/** The Studio whose requests the local Content Lake takes as the local editor's. */
export const DEFAULT_STUDIO_ORIGIN = 'http://localhost:3333';

/** What an upload may cost: a portrait or a share image, not a photo archive. */
export const UPLOAD_LIMITS = {
  /** The file as sent. */
  maxBytes: 20 * 1024 * 1024,
  /** Decoded, so that a small file cannot unpack into gigabytes (a decompression bomb). */
  maxPixels: 40_000_000,
  /** To decode and write it as PNG, in a child process killed at the limit. */
  timeLimitMs: 10_000,
};

const API_PATH = /^\/v[\w.-]+\/(.+)$/;
/** Users by id, whom the history panel names as the authors of its transactions. */
const USERS_PATH = /^users\/([\w,-]+)$/;
const KNOWN_USERS = [{ id: LOCAL_EDITOR.id, displayName: LOCAL_EDITOR.name }, SEED_AUTHOR];
const KEYVALUE_PATH = /^users\/me\/keyvalue\/([^/]+)$/;
/** The Studio's remembered choices (pane layout, sort order, notices seen): a few short strings. */
const MAX_PREFERENCES = 200;
const MAX_PREFERENCES_BODY = 64 * 1024;
const UPLOAD_PATH = /^assets\/images\/[\w-]+$/;
const FILE_UPLOAD_PATH = /^assets\/files\/[\w-]+$/;

/** What files other than images (recordings, PDFs) may take of the developer's disk. */
export const FILE_UPLOAD_LIMITS = {
  /** One file as sent, held in memory until it is written: a recording or a contract, not a film. */
  maxBytes: 20 * 1024 * 1024,
  /** All uploaded files together, so that a runaway script cannot fill the disk. */
  maxTotalBytes: 500 * 1024 * 1024,
};

/** The bytes the files in `folder` take. */
async function folderBytes(folder: string) {
  if (!existsSync(folder)) return 0;
  const sizes = await Promise.all(
    (await readdir(folder)).map(async (name) => (await stat(join(folder, name))).size),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the request carries the Content Lake's token, as a script with a Sanity token does. */
function carriesToken(req: IncomingMessage, previewToken: string) {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  return token !== undefined && timingSafeEqual(digest(token), digest(previewToken));
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

const refuse = (res: ServerResponse, status: number, type: string, description: string) =>
  json(res, status, { error: { type, description } });

export type StudioApiOptions = {
  /** The origin of `npm run studio` (LOCAL_STUDIO_ORIGIN, else http://localhost:3333). */
  studioOrigin: string;
  /** The local Content Lake's token (./groqEndpoint.ts), which the Studio's requests get. */
  previewToken: string;
  /** The folder whose images/ keeps uploaded images; none: uploads are refused. */
  contentDir: string | undefined;
  /** Writes documents to the local Content Lake, as one transaction. */
  write: (mutations: Mutation[]) => Promise<unknown>;
};

/**
 * What Sanity's hosted API answers the Studio beyond the Content Lake, for `npm run studio`
 * without a project (docs/how-to/edit-content-locally.md):
 * - the Studio's origin may call the local Content Lake with its cookies (CORS), and its
 *   requests are the signed-in local editor's: they get the Content Lake's token, as a
 *   signed-in editor's session does at Sanity. A browser sends the true Origin of every page, so
 *   no other page the editor has open can write;
 * - who is signed in (`/users/me`), what they may do (the dataset's grants), `/ping`, and
 *   `/check/cors`, which Präsentation asks before it listens;
 * - image uploads (`POST /assets/images/{dataset}`): converted to PNG, as the seed's images are,
 *   kept in the content folder's images/, and an asset document in the Content Lake, served by
 *   the local image endpoint (./imageEndpoint.ts) like the seed's;
 * - file uploads (`POST /assets/files/{dataset}`), from the Studio or with the token: kept as sent
 *   in the content folder's files/, and an asset document whose `url` the local file endpoint
 *   (./fileEndpoint.ts) serves like the seed's files.
 * Resolves false for every other request, which the Content Lake and the site answer.
 */
export function createStudioApi({
  studioOrigin,
  previewToken,
  contentDir,
  write,
}: StudioApiOptions) {
  // The editor's Studio preferences, for as long as the server runs, as Sanity keeps them per user.
  const preferences = new Map<string, unknown>();
  const converter = createImageConverter({ timeLimitMs: UPLOAD_LIMITS.timeLimitMs });

  async function remember(req: IncomingMessage, res: ServerResponse) {
    let entries: unknown;
    try {
      entries = JSON.parse((await readLimitedBody(req, MAX_PREFERENCES_BODY)).toString('utf8'));
    } catch {
      return refuse(res, 400, 'httpBadRequest', 'The body must be JSON of at most 64 KB');
    }
    const valid = Array.isArray(entries)
      ? entries.filter(
          (entry): entry is { key: string; value: unknown } =>
            typeof (entry as { key?: unknown })?.key === 'string',
        )
      : [];
    for (const { key, value } of valid)
      if (preferences.has(key) || preferences.size < MAX_PREFERENCES) preferences.set(key, value);
    json(res, 200, valid);
  }

  async function upload(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!contentDir)
      return refuse(res, 501, 'notSupported', 'This local Content Lake keeps no uploads');
    let sent: Buffer;
    try {
      sent = await readLimitedBody(req, UPLOAD_LIMITS.maxBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return refuse(
        res,
        413,
        'requestTooLarge',
        `Das Bild ist größer als ${UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB.`,
      );
    }
    // Decoding is the costly part: in a child process, stopped at the time limit or when the
    // editor's browser leaves, as the image endpoint's conversions are.
    const left = new AbortController();
    res.on('close', () => res.writableFinished || left.abort());
    const converted = await converter.convert(
      {
        file: sent,
        inputPixelLimit: UPLOAD_LIMITS.maxPixels,
        autoOrient: true,
        encoding: { format: 'png', options: {} },
      },
      left.signal,
    );
    if (converted.outcome === 'cancelled') return;
    if (converted.outcome === 'timedOut')
      return refuse(res, 503, 'uploadTimeout', 'Das Bild ließ sich nicht rechtzeitig umwandeln.');
    if (converted.outcome === 'tooLarge')
      return refuse(
        res,
        413,
        'imageTooLarge',
        `Das Bild hat mehr als ${UPLOAD_LIMITS.maxPixels / 1_000_000} Megapixel.`,
      );
    if (converted.outcome === 'failed')
      return refuse(res, 400, 'invalidImage', 'Die Datei ist kein Bild, das sich lesen lässt.');
    // Written as PNG by the converter, so a PNG's asset.
    const filename = (url.searchParams.get('filename') ?? 'bild.png').slice(0, 200);
    const asset = pngAssetOf(converted.bytes, filename)!;
    const folder = join(contentDir, 'images');
    const name = `${asset.sha1}.png`;
    await writeFileAtomically(folder, name, converted.bytes);
    const document = imageAssetDocument({ ...asset, file: join(folder, name) });
    await write([{ createIfNotExists: document }]);
    json(res, 200, { document });
  }

  /** A file kept as sent, as Sanity keeps files: its name the SHA-1 of its bytes. */
  async function uploadFile(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (!contentDir)
      return refuse(res, 501, 'notSupported', 'This local Content Lake keeps no uploads');
    let sent: Buffer;
    try {
      sent = await readLimitedBody(req, FILE_UPLOAD_LIMITS.maxBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      return refuse(
        res,
        413,
        'requestTooLarge',
        `Die Datei ist größer als ${FILE_UPLOAD_LIMITS.maxBytes / 1024 / 1024} MB.`,
      );
    }
    const folder = join(contentDir, 'files');
    if ((await folderBytes(folder)) + sent.length > FILE_UPLOAD_LIMITS.maxTotalBytes)
      return refuse(
        res,
        507,
        'insufficientStorage',
        `Die hochgeladenen Dateien belegen schon ${FILE_UPLOAD_LIMITS.maxTotalBytes / 1024 / 1024} MB; „npm run content:reset“ leert den Ordner.`,
      );
    const filename = (url.searchParams.get('filename') ?? 'datei').slice(0, 200);
    const asset = fileAssetOf(sent, filename);
    const name = `${asset.sha1}.${asset.extension}`;
    await writeFileAtomically(folder, name, sent);
    const document = fileAssetDocument({ ...asset, file: join(folder, name) });
    await write([{ createIfNotExists: document }]);
    json(res, 200, { document });
  }

  async function studioApi(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const origin = req.headers.origin;
    const fromStudio = origin === studioOrigin;
    if (fromStudio) {
      res.setHeader('access-control-allow-origin', studioOrigin);
      res.setHeader('access-control-allow-credentials', 'true');
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
          'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
          'access-control-max-age': '600',
        });
        res.end();
        return true;
      }
    }
    if (!URL.canParse(req.url ?? '/', 'http://local')) return false;
    const url = new URL(req.url ?? '/', 'http://local');
    const route = API_PATH.exec(url.pathname)?.[1];
    if (route === undefined) return false;
    // Präsentation asks this without cookies, and only to be told whether it may listen.
    if (route === 'check/cors') {
      if (origin) res.setHeader('access-control-allow-origin', origin);
      json(res, 200, { result: { allowed: fromStudio, withCredentials: fromStudio } });
      return true;
    }
    if (route === 'ping' || /^data\/ping\/[\w-]+$/.test(route)) {
      if (origin) res.setHeader('access-control-allow-origin', origin);
      json(res, 200, {});
      return true;
    }
    // A script with the token uploads as one with a Sanity token does (@sanity/client's
    // assets.upload); the Studio's requests are the editor's.
    if (FILE_UPLOAD_PATH.test(route) && req.method === 'POST') {
      if (!fromStudio && !carriesToken(req, previewToken)) return false;
      await uploadFile(req, res, url);
      return true;
    }
    if (!fromStudio) return false;
    const keys = KEYVALUE_PATH.exec(route)?.[1];
    const users = route === 'users/me' ? undefined : USERS_PATH.exec(route)?.[1]?.split(',');
    if (route === 'users/me') json(res, 200, LOCAL_EDITOR);
    else if (users && req.method === 'GET')
      json(
        res,
        200,
        KNOWN_USERS.filter(({ id }) => users.includes(id)),
      );
    else if (keys !== undefined && req.method === 'GET')
      json(
        res,
        200,
        keys.split(',').map((key) => ({ key, value: preferences.get(key) ?? null })),
      );
    else if (route === 'users/me/keyvalue' && req.method === 'PUT') await remember(req, res);
    else if (route === 'features' || /^projects\/[\w-]+\/user-applications$/.test(route))
      json(res, 200, []);
    else if (/^projects\/[\w-]+\/datasets\/[\w-]+\/acl$/.test(route))
      json(res, 200, ADMINISTRATOR_GRANTS);
    else if (UPLOAD_PATH.test(route) && req.method === 'POST') await upload(req, res, url);
    else {
      // The Content Lake's own requests, now as the signed-in editor's.
      req.headers.authorization = `Bearer ${previewToken}`;
      return false;
    }
    return true;
  }

  /** Ends the conversions of uploads under way and their processes. */
  return Object.assign(studioApi, { close: async () => converter.close() });
}
