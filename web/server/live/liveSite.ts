import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { loadRenderer, renderSite } from '../../scripts/prerender.ts';
import {
  pageWeightsOf,
  reportLaunchCheck,
  strictLaunchCheck,
} from '../../scripts/launchCheckReport.ts';
import type { PageWeightReport } from '../../src/content/pageWeight.ts';
import type { SiteEnv } from '../env.ts';
import {
  BodyTooLargeError,
  clientAddress,
  createRateLimiter,
  readLimitedBody,
  RequestAbortedError,
} from '../requestLimits.ts';
import { sendText } from '../sendText.ts';
import { readRenderRecord, swapSiteFiles, type RenderRecord } from './siteFiles.ts';
import { createWebhookCheck, SIGNATURE_HEADER } from './webhookSignature.ts';

/** The Studio asks here which revision of a document the site shows (studio/live/). */
export const LIVE_STATUS_PATH = '/api/live';
/** The Studio's „Vor dem Start“ asks here which pages passed their budget at the last render. */
export const PAGE_WEIGHT_PATH = '/api/page-weight';
/** Sanity's webhook posts here; only with SANITY_WEBHOOK_SECRET set (docs/hosting.md). */
export const PUBLISH_WEBHOOK_PATH = '/api/sanity-webhook';

export const LIVE_LIMITS = {
  /** A webhook delivery's body: Sanity's projection `{_id, _type, _rev}` is a few hundred bytes. */
  maxWebhookBytes: 16 * 1024,
  /** Deliveries per minute and address: Sanity posts one per published document. */
  webhooksPerMinute: 120,
  /** Status questions per minute and address: the Studio asks about once a second after publishing. */
  statusPerMinute: 240,
};

/** What the Studio reads of one document (studio/live/liveStatus.ts has the same shape). */
export type LiveStatus = {
  id: string;
  /** The document's revision the site's pages were last rendered from; null: not on the site. */
  rev: string | null;
  renderedAt: string | null;
  /** The pages that show it. */
  paths: string[];
  /** Pages that kept their last version, and why. */
  failures: { path: string; message: string }[];
  /** Why the last render stopped as a whole (the site keeps its pages), if it did. */
  error: string | null;
  /** Whether a render is under way (or one waits): the answer may change within seconds. */
  rendering: boolean;
};

export type LiveSiteOptions = {
  env: SiteEnv;
  clientDir: string;
  /** Where the site's own server answers: the content client reads the local stand-in there. */
  contentOrigin: () => string;
  /** The Studio's origin, allowed to read the status; without one no browser may. */
  studioOrigin?: string;
  /** Called at the start of each render: what the content is now (./../../scripts/buildSite.ts). */
  contentVersion?: () => string;
  /** Called after a render that failed nowhere, with the version it started from. */
  onRendered?: (version: string) => void;
  /** Over LIVE_LIMITS: tests cross smaller ones. */
  limits?: Partial<typeof LIVE_LIMITS>;
  /** The clock of the rate limits and the webhook's age check; tests pass a fake one. */
  now?: () => number;
};

const ID_PATTERN = /^[\w.-]{1,200}$/;

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The site re-rendered from published content while it runs: `republish()` renders every page
 * again with the prerender's own renderSite (web/scripts/prerender.ts) and swaps the files
 * (./siteFiles.ts). A republish asked for during a render is coalesced into one more render
 * after it. `handle` answers the Studio's status questions and, with SANITY_WEBHOOK_SECRET, the
 * signed deliveries of Sanity's webhook. Why: docs/decisions/0038-published-is-live.md.
 */
export function createLiveSite({
  env,
  clientDir,
  contentOrigin,
  studioOrigin,
  contentVersion = () => '',
  onRendered = () => undefined,
  limits: limitOverrides = {},
  now = Date.now,
}: LiveSiteOptions) {
  const limits = { ...LIVE_LIMITS, ...limitOverrides };
  const serverDir = join(clientDir, '..', 'server');
  let record: RenderRecord | undefined = readRenderRecord(clientDir);
  let error: string | null = null;
  let running: Promise<void> | undefined;
  let again = false;
  let renderer: ReturnType<typeof loadRenderer> | undefined;

  async function renderOnce() {
    const started = performance.now();
    const version = contentVersion();
    try {
      renderer ??= loadRenderer(serverDir);
      const origin = contentOrigin();
      const loaded = await renderer;
      if (strictLaunchCheck(env))
        await reportLaunchCheck(loaded.entry.createContentClient(origin), { strict: true });
      const rendered = await renderSite(loaded, origin, { live: true, before: record });
      const failed = rendered.failures.length > 0;
      record = await swapSiteFiles(clientDir, rendered.files, {
        removeOthers: !failed,
        keep: rendered.kept,
        record: rendered.record,
      });
      error = null;
      const seconds = ((performance.now() - started) / 1000).toFixed(1).replace('.', ',');
      console.log(
        `Veröffentlicht: ${rendered.rendered.length} Seiten in ${seconds} s neu erzeugt.`,
      );
      for (const { path, message } of rendered.failures)
        console.warn(`Seite ${path} nicht neu erzeugt, sie zeigt ihren letzten Stand: ${message}`);
      if (!failed) onRendered(version);
    } catch (reason) {
      // Loaded again next time, should the server entry itself have failed.
      renderer = undefined;
      error = errorText(reason);
      console.warn(`Die Website wurde nicht neu erzeugt, sie zeigt ihren letzten Stand: ${error}`);
    }
  }

  async function renderUntilCurrent() {
    do {
      again = false;
      await renderOnce();
    } while (again);
    running = undefined;
  }

  /** Renders the site again; during a render, once more after it. Resolves when current. */
  function republish(): Promise<void> {
    if (running) again = true;
    else running = renderUntilCurrent();
    return running;
  }

  function status(id: string): LiveStatus {
    const paths = Object.entries(record?.pages ?? {})
      .filter(([, { head, documents }]) => head && documents.includes(id))
      .map(([path]) => path);
    const failures = record?.failures ?? [];
    return {
      id,
      rev: record?.revisions[id] ?? null,
      renderedAt: record?.renderedAt ?? null,
      paths,
      // A page not rendered before has no record of its documents: every failure may be it.
      failures: paths.length > 0 ? failures.filter(({ path }) => paths.includes(path)) : failures,
      error,
      rendering: running !== undefined,
    };
  }

  const statusLimit = createRateLimiter({ limit: limits.statusPerMinute, windowMs: 60_000, now });
  const webhookLimit = createRateLimiter({
    limit: limits.webhooksPerMinute,
    windowMs: 60_000,
    now,
  });
  const secret = env.SANITY_WEBHOOK_SECRET?.trim() || undefined;
  const checkWebhook = secret ? createWebhookCheck(secret) : undefined;

  /** Answers the Studio's question with `answer()`'s JSON: GET only, within the status limit. */
  function answerStudio(
    req: IncomingMessage,
    res: ServerResponse,
    answer: () => { refusal: string } | { json: unknown },
  ) {
    if (studioOrigin) {
      res.setHeader('access-control-allow-origin', studioOrigin);
      res.setHeader('vary', 'origin');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const retryAfter = statusLimit.take(clientAddress(req));
    if (retryAfter !== undefined) {
      sendText(res, 429, 'Zu viele Anfragen.', { 'retry-after': String(retryAfter) });
      return;
    }
    const answered = answer();
    if ('refusal' in answered) {
      sendText(res, 400, answered.refusal);
      return;
    }
    const body = JSON.stringify(answered.json);
    res.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(body),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function answerWebhook(
    req: IncomingMessage,
    res: ServerResponse,
    check: typeof checkWebhook & {},
  ) {
    if (req.method !== 'POST') {
      res.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    const retryAfter = webhookLimit.take(clientAddress(req));
    if (retryAfter !== undefined) {
      req.resume();
      sendText(res, 429, 'Zu viele Anfragen.', { 'retry-after': String(retryAfter) });
      return;
    }
    let body: Buffer;
    try {
      body = await readLimitedBody(req, limits.maxWebhookBytes);
    } catch (reason) {
      if (reason instanceof RequestAbortedError) return;
      if (reason instanceof BodyTooLargeError) {
        sendText(res, 413, 'Die Anfrage ist zu groß.');
        return;
      }
      throw reason;
    }
    const idempotencyKey = req.headers['idempotency-key'];
    const refusal = check(
      {
        signatureHeader: req.headers[SIGNATURE_HEADER] as string | undefined,
        idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
        body,
      },
      now(),
    );
    if (refusal) {
      sendText(res, 401, 'Die Signatur des Webhooks fehlt, stimmt nicht oder ist abgelaufen.');
      return;
    }
    void republish();
    sendText(res, 202, 'Die Website wird neu erzeugt.');
  }

  const pageWeights = (): PageWeightReport => ({
    renderedAt: record?.renderedAt ?? null,
    pages: pageWeightsOf(record?.pages ?? {}),
  });

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    if (url.pathname === LIVE_STATUS_PATH) {
      answerStudio(req, res, () => {
        const id = url.searchParams.get('id') ?? '';
        return ID_PATTERN.test(id) ? { json: status(id) } : { refusal: 'Ungültige Dokument-ID.' };
      });
      return true;
    }
    if (url.pathname === PAGE_WEIGHT_PATH) {
      answerStudio(req, res, () => ({ json: pageWeights() }));
      return true;
    }
    if (url.pathname === PUBLISH_WEBHOOK_PATH && checkWebhook) {
      await answerWebhook(req, res, checkWebhook);
      return true;
    }
    return false;
  }

  return { republish, status, handle };
}

export type LiveSite = ReturnType<typeof createLiveSite>;
