import { createServer, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGroqEndpoint } from '../local-stack/groqEndpoint';
import { seedDir } from '../server/paths';
import {
  createPreviewServer,
  PREVIEW_LIMITS,
  PREVIEW_TEXTS,
} from '../server/preview/previewServer';
import { LIVE_LIMITS } from '../server/preview/liveChanges';
import { createPreviewSessions, PREVIEW_COOKIE } from '../server/preview/previewSession';
import { SANITY_DEFAULT_API_VERSION, SANITY_DEFAULT_DATASET } from '../src/config/services';
import { listen } from './listen';
import { localContentClient } from './localContent';

// The preview server's routes with the local Content Lake stand-in behind them; the pages it
// renders from drafts are the end-to-end suite's (e2e/preview.spec.ts), since they need a build.

const TOKEN = 'unit-preview-token';
// No page is rendered here (that needs a build), so neither a policy nor a server entry is read.
const previewPolicy = (studioOrigin: string) => `frame-ancestors ${studioOrigin}`;
const serverDir = tmpdir();
const queryPath = `/api/preview/v${SANITY_DEFAULT_API_VERSION}/data/query/${SANITY_DEFAULT_DATASET}`;

/** A site server with preview mode in front of the stand-in, as web/server/site.ts composes it. */
async function previewSite(
  token: string | undefined,
  liveLimits?: Parameters<typeof createPreviewServer>[0]['liveLimits'],
) {
  const sessions = createPreviewSessions();
  const groq = createGroqEndpoint(seedDir, { previewToken: TOKEN });
  const server = createServer((req, res) => {
    void (async () => {
      if ((await groq(req, res)) || (await preview(req, res))) return;
      res.writeHead(404).end();
    })();
  });
  const preview = createPreviewServer({
    env: {},
    token,
    localOrigin: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    previewPolicy,
    serverDir,
    sessions,
    liveLimits,
  });
  const { origin, close } = await listen(server);
  return {
    origin,
    sessions,
    async close() {
      await close();
      await groq.close();
    },
  };
}

describe('preview mode without a token', () => {
  let site: Awaited<ReturnType<typeof previewSite>>;
  beforeAll(async () => {
    site = await previewSite(undefined);
  });
  afterAll(() => site.close());

  it('says so in German, and leaves pages to the static site', async () => {
    const response = await fetch(`${site.origin}/api/preview/enable?sanity-preview-secret=x`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(PREVIEW_TEXTS.notConfigured);
    const cookie = `${PREVIEW_COOKIE}=${site.sessions.issue('http://localhost:3333')}`;
    const page = await fetch(`${site.origin}/about`, { headers: { cookie } });
    expect(page.status).toBe(404); // the test server's own answer: preview left it alone
  });
});

describe('preview mode with a token', () => {
  let site: Awaited<ReturnType<typeof previewSite>>;
  beforeAll(async () => {
    site = await previewSite(TOKEN);
    const editor = localContentClient(site.origin, { token: TOKEN });
    await editor.createOrReplace({ _id: 'drafts.unitDraft', _type: 'homePage', heading: 'Neu' });
  });
  afterAll(() => site.close());

  const query = (cookie?: string, perspective = 'published') =>
    fetch(
      `${site.origin}${queryPath}?query=${encodeURIComponent('*[_id == "unitDraft"][0].heading')}&perspective=${perspective}`,
      { headers: cookie ? { cookie } : {} },
    );

  it('answers draft queries only with a valid cookie, and always from drafts', async () => {
    expect((await query()).status).toBe(401);
    expect((await query(`${PREVIEW_COOKIE}=forged.cookie`)).status).toBe(401);
    const cookie = `${PREVIEW_COOKIE}=${site.sessions.issue('http://localhost:3333')}`;
    const answer = await query(cookie, 'published');
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { result: unknown }).result).toBe('Neu');
  });

  it('refuses another dataset, anything but GET and a JSON POST, and a POST past its limit', async () => {
    const cookie = `${PREVIEW_COOKIE}=${site.sessions.issue('http://localhost:3333')}`;
    const other = await fetch(`${site.origin}/api/preview/v1/data/query/other?query=1`, {
      headers: { cookie },
    });
    expect(other.status).toBe(404);
    const put = await fetch(`${site.origin}${queryPath}`, { method: 'PUT', headers: { cookie } });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    // A form of another site can post text, not JSON without CORS: text is refused.
    const form = await fetch(`${site.origin}${queryPath}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/plain' },
      body: JSON.stringify({ query: '1' }),
    });
    expect(form.status).toBe(415);
    const tooLong = await fetch(`${site.origin}${queryPath}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query: `"${'x'.repeat(PREVIEW_LIMITS.maxQueryBytes)}"` }),
    });
    expect(tooLong.status).toBe(413);
  });

  it('answers a long query posted as JSON, as @sanity/client sends it, from the drafts', async () => {
    const cookie = `${PREVIEW_COOKIE}=${site.sessions.issue('http://localhost:3333')}`;
    const posted = await fetch(`${site.origin}${queryPath}?perspective=published`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '*[_id == $id][0].heading', params: { id: 'unitDraft' } }),
    });
    expect(posted.status).toBe(200);
    expect(((await posted.json()) as { result: unknown }).result).toBe('Neu');
  });

  it('refuses a wrong secret in German, without a cookie', async () => {
    const response = await fetch(
      `${site.origin}/api/preview/enable?sanity-preview-secret=wrong&sanity-preview-pathname=/`,
      { redirect: 'manual' },
    );
    expect(response.status).toBe(401);
    expect(await response.text()).toBe(PREVIEW_TEXTS.invalidSecret);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('limits enable requests per address', async () => {
    // A server of its own, so no other test's requests count.
    const own = await previewSite(TOKEN);
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= PREVIEW_LIMITS.enablePerMinute; i += 1) {
        const response = await fetch(`${own.origin}/api/preview/enable?sanity-preview-secret=x`);
        statuses.push(response.status);
        if (response.status === 429) {
          expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
          expect(await response.text()).toBe(PREVIEW_TEXTS.tooMany);
        } else {
          await response.arrayBuffer();
        }
      }
      expect(statuses).toEqual([...Array<number>(PREVIEW_LIMITS.enablePerMinute).fill(401), 429]);
    } finally {
      await own.close();
    }
  });

  it('tells a page that starts following to reload once, then on each change', async () => {
    // A draft saved between a page's render and its listener's welcome would otherwise stay
    // unseen until the next edit.
    const cookie = `${PREVIEW_COOKIE}=${site.sessions.issue('http://localhost:3333')}`;
    const following = await fetch(`${site.origin}/api/preview/live`, { headers: { cookie } });
    const changes = countChanges(following);
    try {
      await changes.reach(1);
      const editor = localContentClient(site.origin, { token: TOKEN });
      await editor.createOrReplace({
        _id: 'drafts.unitDraft',
        _type: 'homePage',
        heading: 'Neuer',
      });
      await changes.reach(2);
      // A second page, once the listener is welcomed, is told at once.
      const second = await fetch(`${site.origin}/api/preview/live`, { headers: { cookie } });
      const secondChanges = countChanges(second);
      await secondChanges.reach(1);
      secondChanges.stop();
    } finally {
      changes.stop();
    }
  });

  it('clears the cookie when leaving, and ends its session and its live channels on the server', async () => {
    const cookie = `${PREVIEW_COOKIE}=${site.sessions.issue('http://localhost:3333')}`;
    const before = await fetch(`${site.origin}/api/preview/live`, { headers: { cookie } });
    expect(before.status).toBe(200);
    // The page's channel is still open when the editor leaves.
    const stillOpen = before.text();
    // As a page of the site posts it.
    const response = await fetch(`${site.origin}/api/preview/disable`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie, 'sec-fetch-site': 'same-origin', origin: site.origin },
    });
    // A copy of the cookie kept after "disable" opens no preview.
    const after = await fetch(`${site.origin}/api/preview/live`, { headers: { cookie } });
    expect(after.status).toBe(401);
    await after.arrayBuffer();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    expect(response.headers.get('set-cookie')).toMatch(
      new RegExp(`^${PREVIEW_COOKIE}=;.*Max-Age=0`),
    );
    // The server ended it: the stream's text is complete (the test's timeout bounds the wait).
    expect(await stillOpen).toContain(': following changes');
  });

  it('refuses to end a preview from another site, by GET or a cross-site POST; a same-origin POST ends it', async () => {
    const issued = site.sessions.issue('http://localhost:3333');
    const cookie = `${PREVIEW_COOKIE}=${issued}`;
    const disable = (method: string, headers: Record<string, string>) =>
      fetch(`${site.origin}/api/preview/disable`, {
        method,
        redirect: 'manual',
        headers: { cookie, ...headers },
      });
    // A link, an image or a navigation of any page: a GET ends nothing.
    const byGet = await disable('GET', { 'sec-fetch-site': 'same-origin' });
    expect(byGet.status).toBe(405);
    expect(byGet.headers.get('allow')).toBe('POST');
    // A form of another site posts with the editor's cookie (SameSite=None); its browser says so.
    const refusals: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site', origin: 'https://andere-seite.example' },
      { 'sec-fetch-site': 'same-site', origin: `https://andere.${new URL(site.origin).hostname}` },
      // A browser without Fetch Metadata still names the page's origin; one with neither is no page.
      { origin: 'https://andere-seite.example' },
      { origin: 'null' },
      {},
    ];
    for (const headers of refusals) {
      const refused = await disable('POST', headers);
      expect(refused.status, JSON.stringify(headers)).toBe(403);
      expect(await refused.text()).toBe(PREVIEW_TEXTS.otherSite);
      expect(refused.headers.get('set-cookie')).toBeNull();
    }
    expect(site.sessions.read(cookie)).toBeDefined();
    // The site's own page: by Fetch Metadata, or by Origin in a browser without it.
    const ended = await disable('POST', { 'sec-fetch-site': 'same-origin', origin: site.origin });
    expect(ended.status).toBe(303);
    expect(ended.headers.get('location')).toBe('/');
    expect(ended.headers.get('set-cookie')).toMatch(new RegExp(`^${PREVIEW_COOKIE}=;.*Max-Age=0`));
    expect(site.sessions.read(cookie)).toBeUndefined();
    const other = `${PREVIEW_COOKIE}=${site.sessions.issue('http://localhost:3333')}`;
    const byOrigin = await fetch(`${site.origin}/api/preview/disable`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: other, origin: site.origin },
    });
    expect(byOrigin.status).toBe(303);
    expect(site.sessions.read(other)).toBeUndefined();
  });

  it("refuses a live channel another site's page asks for with the editor's cookie", async () => {
    const cookie = `${PREVIEW_COOKIE}=${site.sessions.issue('http://localhost:3333')}`;
    for (const fetchSite of ['cross-site', 'same-site']) {
      const refused = await fetch(`${site.origin}/api/preview/live`, {
        headers: { cookie, 'sec-fetch-site': fetchSite },
      });
      expect(refused.status, fetchSite).toBe(403);
      expect(await refused.text()).toBe(PREVIEW_TEXTS.otherSite);
    }
    const own = await fetch(`${site.origin}/api/preview/live`, {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
    await own.body?.cancel();
  });
});

describe('preview mode: live channels per session and in all', () => {
  it('a 5th live channel of one session gets 429 while another session still gets one, and one past the total 503', async () => {
    // The default per session, and a total small enough to reach with a few pages.
    const maxPerSession = LIVE_LIMITS.maxPerSession;
    const own = await previewSite(TOKEN, { maxClients: maxPerSession + 2 });
    const open: Response[] = [];
    /** Opens a page's live channel: its status, and the text of a refusal. */
    const follow = async (cookie: string) => {
      const response = await fetch(`${own.origin}/api/preview/live`, { headers: { cookie } });
      if (response.status !== 200) return { status: response.status, text: await response.text() };
      open.push(response);
      return { status: 200, text: '' };
    };
    const session = () => `${PREVIEW_COOKIE}=${own.sessions.issue('http://localhost:3333')}`;
    try {
      const [editor, colleague, third] = [session(), session(), session()];
      for (let page = 0; page < maxPerSession; page += 1)
        expect((await follow(editor)).status).toBe(200);
      expect(await follow(editor)).toEqual({ status: 429, text: PREVIEW_TEXTS.liveSessionBusy });
      // Another editor is not held up by the first one's pages, up to the total.
      expect((await follow(colleague)).status).toBe(200);
      expect((await follow(colleague)).status).toBe(200);
      expect(await follow(third)).toEqual({ status: 503, text: PREVIEW_TEXTS.liveBusy });
      // A page of the first editor that goes gives its place back to that session.
      await open.shift()!.body?.cancel();
      await vi.waitFor(async () => expect((await follow(editor)).status).toBe(200));
    } finally {
      for (const response of open) await response.body?.cancel();
      await own.close();
    }
  });
});

describe('preview mode with Sanity out of reach', () => {
  it('answers with one German sentence, not the error', async () => {
    const server = createServer((req, res) => {
      void preview(req, res).then((handled) => handled || res.writeHead(404).end());
    });
    const preview = createPreviewServer({
      env: {},
      token: TOKEN,
      // Nothing listens there: every request to the content fails.
      localOrigin: () => 'http://127.0.0.1:9',
      previewPolicy,
      serverDir,
    });
    const { origin, close } = await listen(server);
    try {
      const response = await fetch(`${origin}/api/preview/enable?sanity-preview-secret=x`);
      expect(response.status).toBe(502);
      expect(await response.text()).toBe(PREVIEW_TEXTS.failed);
    } finally {
      await close();
    }
  });
});

describe('preview mode within its limits', () => {
  /** Sanity as the preview server meets it: `answer` decides each query's fate. */
  async function previewBefore(
    answer: (res: ServerResponse) => void,
    limits: Parameters<typeof createPreviewServer>[0]['limits'],
  ) {
    const upstream = await listen((_req, res) => answer(res));
    const sessions = createPreviewSessions();
    const preview = createPreviewServer({
      env: {},
      token: TOKEN,
      localOrigin: () => upstream.origin,
      previewPolicy,
      serverDir,
      sessions,
      limits,
    });
    const site = await listen((req, res) => {
      void preview(req, res).then((handled) => handled || res.writeHead(404).end());
    });
    const cookie = `${PREVIEW_COOKIE}=${sessions.issue('http://localhost:3333')}`;
    return {
      get: (path: string) => fetch(`${site.origin}${path}`, { headers: { cookie } }),
      close: async () => {
        await site.close();
        upstream.close().catch(() => undefined);
      },
    };
  }
  const quick = (res: ServerResponse) =>
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"result":1}');

  it('the query past the per-minute limit gets 429 with Retry-After', async () => {
    const site = await previewBefore(quick, { queriesPerMinute: 5 });
    try {
      const statuses = [];
      for (let index = 0; index < 6; index += 1)
        statuses.push((await site.get(`${queryPath}?query=1`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect((await site.get(`${queryPath}?query=1`)).headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await site.close();
    }
  });

  it('the page past the per-minute limit gets 429 before anything is rendered', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const site = await previewBefore(quick, { pagesPerMinute: 2 });
    try {
      const statuses = [];
      // No build here: a page within the limit fails to render (502), one past it is refused.
      for (let index = 0; index < 3; index += 1) statuses.push((await site.get('/about')).status);
      expect(statuses).toEqual([502, 502, 429]);
    } finally {
      await site.close();
      vi.restoreAllMocks();
    }
  });

  it('an answer from Sanity over the size limit gets 502 in German', async () => {
    const site = await previewBefore(
      (res) => res.writeHead(200).end(`{"result":"${'x'.repeat(2_000)}"}`),
      { maxAnswerBytes: 1_000 },
    );
    try {
      const response = await site.get(`${queryPath}?query=1`);
      expect(response.status).toBe(502);
      expect(await response.text()).toBe(PREVIEW_TEXTS.failed);
    } finally {
      await site.close();
    }
  });

  it('Sanity slower than the time limit gets 502 in German when the limit passes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // Sanity that never answers.
    const site = await previewBefore(() => undefined, { timeoutMs: 300 });
    try {
      const started = performance.now();
      const response = await site.get(`${queryPath}?query=1`);
      expect(response.status).toBe(502);
      expect(await response.text()).toBe(PREVIEW_TEXTS.failed);
      // Sanity never answers: the 502 is the time limit's.
      expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    } finally {
      await site.close();
      vi.restoreAllMocks();
    }
  });
});

/** Counts the `change` events of a preview page's live stream as they arrive. */
function countChanges(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  return {
    /** Resolves once `count` changes have arrived in all; the test's timeout bounds the wait. */
    async reach(count: number) {
      while (text.split('event: change').length - 1 < count) {
        const read = await reader.read();
        if (read.done) throw new Error(`The stream ended after: ${text}`);
        text += read.value;
      }
    },
    stop: () => void reader.cancel(),
  };
}
