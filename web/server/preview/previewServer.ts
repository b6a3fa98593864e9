import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createClient, type SanityClient } from '@sanity/client';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { resolveServices, type SanityService } from '../../src/config/services.ts';
import { readingAgainAfterReset, sanityClientConfig } from '../../src/content/client.ts';
import { PREVIEW_API_PATH, PREVIEW_META_NAME, stegaFilter } from '../../src/preview/previewMode.ts';
import {
  BodyTooLargeError,
  clientAddress,
  createRateLimiter,
  readLimitedAnswer,
  readLimitedBody,
} from '../requestLimits.ts';
import { PAGE_TEMPLATE_FILE, renderDocument, type EntryServer } from '../pageDocument.ts';
import { readSite } from '../seoHead.ts';
import { sendText } from '../sendText.ts';
import type { SiteEnv } from '../env.ts';
import { createLiveChanges, LIVE_LIMITS } from './liveChanges.ts';
import {
  clearedPreviewCookie,
  createPreviewSessions,
  previewCookie,
  type PreviewSession,
  type PreviewSessions,
} from './previewSession.ts';

/** What each part of preview mode may cost: requests per client address and minute, and time. */
export const PREVIEW_LIMITS = {
  enablePerMinute: 20,
  queriesPerMinute: 240,
  pagesPerMinute: 60,
  /** For one request to Sanity (or the local stand-in). */
  timeoutMs: 10_000,
  /** Of a draft query's answer passed on to the browser. */
  maxAnswerBytes: 8 * 1024 * 1024,
  /**
   * Of a draft query the browser sends as a POST body: @sanity/client posts a query too long for
   * a URL (the page-builder queries, web/src/content/queries.ts), ten times the site's largest.
   */
  maxQueryBytes: 128 * 1024,
};

export const PREVIEW_TEXTS = {
  notConfigured: 'Die Vorschau ist auf diesem Server nicht eingerichtet.',
  invalidSecret:
    'Der Vorschau-Link ist ungültig oder abgelaufen. Bitte die Vorschau im Studio neu öffnen.',
  notInPreview: 'Keine Vorschau aktiv.',
  tooMany: 'Zu viele Anfragen. Bitte kurz warten.',
  failed: 'Die Entwürfe konnten nicht geladen werden.',
  liveBusy: 'Zu viele Vorschauen folgen gerade den Änderungen; bitte die Seite neu laden.',
  liveSessionBusy:
    'Diese Vorschau folgt den Änderungen schon in zu vielen Fenstern; bitte eines schließen und die Seite neu laden.',
  otherSite: 'Die Vorschau lässt sich nur von dieser Website aus beenden oder verfolgen.',
};

const ENABLE_PATH = `${PREVIEW_API_PATH}/enable`;
const DISABLE_PATH = `${PREVIEW_API_PATH}/disable`;
const LIVE_PATH = `${PREVIEW_API_PATH}/live`;
// @sanity/client's query request, as the browser's preview client sends it.
const QUERY_PATH = new RegExp(`^${PREVIEW_API_PATH}/v[\\w.-]+/data/query/([\\w-]+)$`);

/** A path of this site only: `//host` or `/\host` would lead a browser elsewhere. */
const sitePath = (target: string | undefined) =>
  target && target.startsWith('/') && !/^\/[/\\]/.test(target) ? target : '/';

/**
 * Whether the browser says a page of this site itself sent the request: Fetch Metadata's
 * `Sec-Fetch-Site: same-origin`, or, from a browser without Fetch Metadata, an `Origin` of this
 * site's host. A request with neither is refused: every browser sends `Origin` with a POST, so
 * it comes from no page at all. The preview cookie is SameSite=None, because the Studio frames
 * the site from its own origin (./previewSession.ts), so the cookie says nothing of the sender.
 */
function sentByThisSite(req: IncomingMessage): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = req.headers.origin;
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/**
 * Whether the browser says another site's page sent the request: an image or a script of any
 * page would otherwise open live channels with an editor's cookie and take their session's.
 * A request without Fetch Metadata passes, as the preview page's own does in a browser without it.
 */
const sentByOtherSite = (req: IncomingMessage) => {
  const fetchSite = req.headers['sec-fetch-site'];
  return fetchSite !== undefined && fetchSite !== 'same-origin';
};

/** A page, not a file of the build: the build's files all have an extension. */
const isPagePath = (pathname: string) => !/\.[a-z0-9]+$/i.test(pathname);

export type PreviewServerOptions = {
  env: SiteEnv;
  /** A token that reads drafts, never sent to a browser (undefined: preview mode is off). */
  token: string | undefined;
  /** Where the local stand-ins answer: the site server's own origin, once it listens. */
  localOrigin: () => string;
  /** The Content-Security-Policy of a preview page framed by a Studio at this origin. */
  previewPolicy: (studioOrigin: string) => string;
  /** The build's server entry and page template (web/dist/server/). */
  serverDir: string;
  sessions?: PreviewSessions;
  now?: () => number;
  /** PREVIEW_LIMITS by default; tests cross smaller ones. */
  limits?: Partial<typeof PREVIEW_LIMITS>;
  /** The live channel's LIVE_LIMITS (./liveChanges.ts) by default; tests cross smaller ones. */
  liveLimits?: Partial<typeof LIVE_LIMITS>;
};

/**
 * Preview mode for Sanity's Presentation tool, served by the site's own server because a static
 * host cannot render drafts. The Studio opens `/api/preview/enable` with the secret it has just
 * stored in the dataset; this server checks it there (@sanity/preview-url-secret, with its token)
 * and answers with a signed cookie (./previewSession.ts). With that cookie, and only with it,
 * pages are rendered on request from drafts with stega-encoded strings, the browser's queries go
 * through `/api/preview/v…/data/query/…` with the server's token, `/api/preview/live` tells the
 * page when a draft changed (./liveChanges.ts), and the page may be framed by the Studio's
 * origin. Without it, every request gets the published, prerendered site.
 * Why: docs/decisions/0014-preview-mode.md.
 */
export function createPreviewServer({
  env,
  token,
  localOrigin,
  previewPolicy,
  serverDir,
  sessions = createPreviewSessions(),
  now = Date.now,
  limits: limitOverrides = {},
  liveLimits = {},
}: PreviewServerOptions) {
  const limits = { ...PREVIEW_LIMITS, ...limitOverrides };
  // Without a token, or with a Sanity configuration that cannot be used, preview mode is off.
  const resolved = resolveServices(env).sanity;
  const sanity = token && resolved.mode !== 'misconfigured' ? resolved : undefined;
  const limiters = {
    enable: createRateLimiter({ limit: limits.enablePerMinute, windowMs: 60_000, now }),
    query: createRateLimiter({ limit: limits.queriesPerMinute, windowMs: 60_000, now }),
    page: createRateLimiter({ limit: limits.pagesPerMinute, windowMs: 60_000, now }),
  };
  // Made on first use: the local stand-in's origin is known once the site server listens.
  let tokenClient: SanityClient | undefined;
  const clientOf = (sanity: SanityService) =>
    (tokenClient ??= createClient({
      ...sanityClientConfig(sanity, localOrigin()),
      useCdn: false,
      token,
      timeout: limits.timeoutMs,
      // One retry, so that a request to Sanity ends within twice the time limit.
      maxRetries: 1,
    }));

  // Every change to the dataset, drafts included, as Sanity's listen API reports it.
  const live =
    sanity &&
    createLiveChanges({
      token: token!,
      limits: { ...LIVE_LIMITS, ...liveLimits },
      listenUrl: () => {
        const url = new URL(clientOf(sanity).getUrl(`/data/listen/${sanity.dataset}`));
        url.searchParams.set('query', '*');
        url.searchParams.set('includeResult', 'false');
        url.searchParams.set('visibility', 'query');
        return url;
      },
    });

  let renderer: Promise<{ entry: EntryServer; template: string }> | undefined;
  const loadRenderer = () =>
    (renderer ??= import(pathToFileURL(join(serverDir, 'entry-server.js')).href).then(
      (entry: EntryServer) => ({
        entry,
        template: readFileSync(join(serverDir, PAGE_TEMPLATE_FILE), 'utf8'),
      }),
    ));

  const limited = (
    limiter: ReturnType<typeof createRateLimiter>,
    req: IncomingMessage,
    res: ServerResponse,
  ) => {
    const retryAfter = limiter.take(clientAddress(req));
    if (retryAfter === undefined) return false;
    sendText(res, 429, PREVIEW_TEXTS.tooMany, { 'retry-after': String(retryAfter) });
    return true;
  };

  async function enable(req: IncomingMessage, res: ServerResponse, sanity: SanityService) {
    if (limited(limiters.enable, req, res)) return;
    const checked = await validatePreviewUrl(clientOf(sanity), req.url ?? '/');
    if (!checked.isValid || !checked.studioOrigin) {
      sendText(res, 401, PREVIEW_TEXTS.invalidSecret);
      return;
    }
    res
      .writeHead(307, {
        location: sitePath(checked.redirectTo),
        'set-cookie': previewCookie(sessions.issue(checked.studioOrigin)),
        'cache-control': 'no-store',
      })
      .end();
  }

  /** A draft query of the browser's, asked again with the server's token and drafts. */
  async function query(
    req: IncomingMessage,
    res: ServerResponse,
    { url, dataset, sanity }: { url: URL; dataset: string; sanity: SanityService },
  ) {
    if (limited(limiters.query, req, res)) return;
    if (dataset !== sanity.dataset) {
      sendText(res, 404, PREVIEW_TEXTS.failed);
      return;
    }
    // A long query comes as a JSON body, as @sanity/client sends it; only as JSON, so that no
    // other site's form can post one (a JSON POST from another origin needs CORS, which this
    // endpoint does not grant).
    let body: Buffer | undefined;
    if (req.method === 'POST') {
      if (!req.headers['content-type']?.startsWith('application/json')) {
        sendText(res, 415, PREVIEW_TEXTS.failed);
        return;
      }
      try {
        body = await readLimitedBody(req, limits.maxQueryBytes);
      } catch (error) {
        if (!(error instanceof BodyTooLargeError)) throw error;
        sendText(res, 413, PREVIEW_TEXTS.failed);
        return;
      }
    }
    // The project's API (or the local stand-in) as @sanity/client itself addresses it.
    const upstream = new URL(clientOf(sanity).getUrl(`/data/query/${dataset}`));
    upstream.search = url.search;
    upstream.searchParams.set('perspective', 'drafts');
    const answer = await fetch(upstream, {
      method: req.method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body && { 'content-type': 'application/json' }),
      },
      body: body && new Uint8Array(body),
      signal: AbortSignal.timeout(limits.timeoutMs),
    });
    let answerBody: Buffer;
    try {
      answerBody = await readLimitedAnswer(answer, limits.maxAnswerBytes);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      sendText(res, 502, PREVIEW_TEXTS.failed);
      return;
    }
    res
      .writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
        'cache-control': 'no-store',
      })
      .end(answerBody);
  }

  async function page(
    req: IncomingMessage,
    res: ServerResponse,
    { url, session, sanity }: { url: URL; session: PreviewSession; sanity: SanityService },
  ) {
    if (limited(limiters.page, req, res)) return;
    const { entry, template } = await loadRenderer();
    const drafts = clientOf(sanity).withConfig({ perspective: 'drafts' });
    // The head from the drafts too, without stega: it holds no text an overlay could mark.
    const site = readSite(await entry.fetchSiteMetadata(readingAgainAfterReset(drafts)));
    const { page: rendered, html } = await renderDocument(entry, {
      template,
      site,
      content: readingAgainAfterReset(
        drafts.withConfig({
          stega: { enabled: true, studioUrl: session.studioOrigin, filter: stegaFilter },
        }),
      ),
      path: url.pathname + url.search,
      indexable: false,
      preview: true,
      extraHead: `<meta name="${PREVIEW_META_NAME}" content="${session.studioOrigin}" />`,
    });
    res
      .writeHead(rendered.status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'private, no-store',
        'content-security-policy': previewPolicy(session.studioOrigin),
      })
      .end(req.method === 'HEAD' ? undefined : html);
  }

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    const isPreviewApi = url.pathname.startsWith(`${PREVIEW_API_PATH}/`);
    if (!isPreviewApi && !req.headers.cookie) return false;
    const queryMatch = QUERY_PATH.exec(url.pathname);
    // Ending a preview changes state: a POST, which a link or an image of another page cannot
    // send, and which is refused when a browser says another site's page sent it.
    const allowed = queryMatch
      ? ['GET', 'POST']
      : url.pathname === DISABLE_PATH
        ? ['POST']
        : ['GET'];
    if (isPreviewApi && !allowed.includes(req.method ?? '')) {
      res.writeHead(405, { allow: allowed.join(', ') }).end();
      return true;
    }
    if (url.pathname === DISABLE_PATH) {
      if (!sentByThisSite(req)) {
        sendText(res, 403, PREVIEW_TEXTS.otherSite);
        return true;
      }
      const ended = sessions.read(req.headers.cookie);
      sessions.end(req.headers.cookie);
      if (ended && live) live.endSession(ended.id);
      // 303: the browser follows with a GET of the home page, published again.
      res.writeHead(303, { location: '/', 'set-cookie': clearedPreviewCookie() }).end();
      return true;
    }
    if (!sanity) {
      if (!isPreviewApi) return false;
      sendText(res, 404, PREVIEW_TEXTS.notConfigured);
      return true;
    }
    if (url.pathname === ENABLE_PATH) {
      await enable(req, res, sanity);
      return true;
    }
    const session = sessions.read(req.headers.cookie);
    if (isPreviewApi) {
      if (session && url.pathname === LIVE_PATH) {
        if (sentByOtherSite(req)) sendText(res, 403, PREVIEW_TEXTS.otherSite);
        else if (!limited(limiters.page, req, res)) {
          const following = live!.add(res, session.id);
          if (following === 'sessionFull') sendText(res, 429, PREVIEW_TEXTS.liveSessionBusy);
          else if (following === 'serverFull') sendText(res, 503, PREVIEW_TEXTS.liveBusy);
        }
      } else if (!session || !queryMatch)
        sendText(res, session ? 404 : 401, PREVIEW_TEXTS.notInPreview);
      else await query(req, res, { url, dataset: queryMatch[1]!, sanity });
      return true;
    }
    if (!session || !isPagePath(url.pathname) || (req.method !== 'GET' && req.method !== 'HEAD'))
      return false;
    await page(req, res, { url, session, sanity });
    return true;
  }

  /**
   * Answers the requests of preview mode (true) and leaves the rest to the static site (false).
   * Sanity unreachable, slow (PREVIEW_LIMITS.timeoutMs) or refusing the token is the editor's
   * one sentence, never the error, which may name the server's files.
   */
  return async function previewServer(req: IncomingMessage, res: ServerResponse) {
    try {
      return await answer(req, res);
    } catch (error) {
      if (res.headersSent) throw error;
      console.error(`Preview mode: ${error instanceof Error ? error.message : String(error)}`);
      sendText(res, 502, PREVIEW_TEXTS.failed);
      return true;
    }
  };
}
