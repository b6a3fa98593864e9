import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { previewTokenOf } from '../server/env.ts';
import { resolveServices, type ServiceEnv } from '../src/config/services.ts';
import { refuseForeignRequest } from './clients.ts';
import { createFileEndpoint } from './fileEndpoint.ts';
import { createGroqEndpoint } from './groqEndpoint.ts';
import { createImageEndpoint } from './imageEndpoint.ts';
import { createLocalDatabase, defaultPgliteDir } from './localDatabase.ts';
import { createMailboxEndpoint } from './mailboxEndpoint.ts';
import { createRpcEndpoint } from './rpcEndpoint.ts';
import { createStudioApi, DEFAULT_STUDIO_ORIGIN } from './studioApi.ts';

export type LocalHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** The stand-ins' handler, and close() to release what they hold (PGlite, the GROQ worker). */
export type LocalStack = LocalHandler & {
  close: () => Promise<void>;
  /**
   * The token with which the local Content Lake lets a request read drafts and source maps and
   * write (`Authorization: Bearer …`): `SANITY_PREVIEW_TOKEN` when set, else random per process.
   * Server-side only, like any Sanity token. Undefined when Sanity is hosted (no stand-in).
   */
  previewToken: string | undefined;
  /** The stand-ins on that store what any client sends, without authentication. */
  writableStandIns: string[];
  /** The local Studio's origin, whose requests are the local editor's. */
  studioOrigin: string;
  /**
   * Calls `tell` with the ids of the published documents each transaction of the local Content
   * Lake changed (none without it); returns its removal.
   */
  onPublishedChange: (tell: (ids: string[]) => void) => () => void;
};

export type LocalStackOptions = {
  /** The site's variables (web/server/env.ts). */
  env: ServiceEnv;
  /** Folder of the NDJSON dataset the GROQ endpoint serves. */
  seedDir: string;
  /** Data folder of the PGlite database behind the rpc endpoint; opened on the first call. */
  pgliteDir?: string;
  /** Folder of the EmailJS stand-in's mailbox; by default MAILBOX_DIR or .local/mailbox/. */
  mailboxDir?: string;
  /**
   * Folder that keeps what editors write to the local Content Lake, and their uploads, across
   * restarts (./writtenDocuments.ts: `localContentDir()` for the site's own commands). Without
   * one, writes live in memory only, as the unit tests want.
   */
  contentDir?: string;
  /** The local Studio's origin, whose requests are the local editor's (./studioApi.ts). */
  studioOrigin?: string;
};

/**
 * The paths the stand-ins answer: Sanity's APIs (`/v{version}/…`, any version the endpoints
 * take, the Studio's included), the image and file CDN, Supabase's rpc and EmailJS. Every request
 * to one of them passes the checks against web pages first (./clients.ts); the site's own pages
 * are the server's.
 */
const STAND_IN_PATH = /^\/(v[\w.-]+\/|images\/|files\/|rest\/v1\/rpc\/|api\/v1\.0\/email\/)/;

/**
 * The stand-ins for hosted services, each active exactly when web/src/config/services.ts
 * resolves its service to `local` from the same variables the browser bundle is built with, so
 * the browser finds a stand-in wherever it looks for one. A half-set service gets none: that is
 * the browser's configuration error, not a reason to stand in. Returns a handler that answers a
 * request it owns and resolves false for everything else.
 */
export function createLocalStack({
  env,
  seedDir,
  pgliteDir = defaultPgliteDir,
  mailboxDir,
  contentDir,
  studioOrigin = DEFAULT_STUDIO_ORIGIN,
}: LocalStackOptions): LocalStack {
  const handlers: LocalHandler[] = [];
  const writableStandIns: string[] = [];
  const closers: (() => Promise<void>)[] = [];
  const services = resolveServices(env);
  let previewToken: string | undefined;
  let onPublishedChange: LocalStack['onPublishedChange'] = () => () => undefined;
  if (services.sanity.mode === 'local') {
    previewToken = previewTokenOf(env) ?? randomBytes(32).toString('base64url');
    const groq = createGroqEndpoint(seedDir, { previewToken, contentDir });
    const images = createImageEndpoint(seedDir, {
      dataset: services.sanity.dataset,
      uploadsDir: contentDir,
    });
    const files = createFileEndpoint(seedDir, {
      dataset: services.sanity.dataset,
      uploadsDir: contentDir,
    });
    const studio = createStudioApi({ studioOrigin, previewToken, contentDir, write: groq.write });
    handlers.push(studio, groq, images, files);
    onPublishedChange = groq.onPublishedChange;
    closers.push(studio.close, groq.close, images.close);
    if (contentDir) writableStandIns.push(`Sanity Content Lake: ${contentDir}`);
  }
  if (services.supabase.mode === 'local') {
    const database = createLocalDatabase(pgliteDir);
    handlers.push(createRpcEndpoint(database));
    writableStandIns.push('Supabase rpc: .local/pglite/');
    closers.push(database.close);
  }
  if (services.emailJs.mode === 'local') {
    handlers.push(createMailboxEndpoint(mailboxDir ? { dir: mailboxDir } : {}));
    writableStandIns.push('EmailJS mailbox: .local/mailbox/');
  }

  // The host `npm start` and `npm run dev` listen on when HOST names one (web/server/listenHosts.ts).
  const configuredHost = (env.HOST ?? process.env.HOST)?.trim() || undefined;
  const handle: LocalHandler = async (req, res) => {
    // Parsed as the stand-ins parse it: an absolute target (`GET http://…/v1/…`) is checked too.
    const target = req.url ?? '/';
    const path = URL.canParse(target, 'http://local')
      ? new URL(target, 'http://local').pathname
      : '';
    const standIn = handlers.length > 0 && STAND_IN_PATH.test(path);
    if (standIn && refuseForeignRequest(req, res, { configuredHost, studioOrigin })) return true;
    for (const handler of handlers) {
      if (await handler(req, res)) return true;
    }
    return false;
  };
  return Object.assign(handle, {
    close: async () => {
      await Promise.all(closers.map((close) => close()));
    },
    previewToken,
    writableStandIns,
    studioOrigin,
    onPublishedChange,
  });
}
