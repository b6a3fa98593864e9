import type { MutationEvent } from '@sanity/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createGroqEndpoint, type GroqEndpointOptions } from '../local-stack/groqEndpoint';
import { seedDir } from '../server/paths';
import { getQuery, listenPath, postQuery, send, slowToParse } from './hostileTraffic';
import { serveEndpoint } from './listen';
import { localContentClient, seedFolder, serveLocalStack } from './localContent';

const token = 'listen-token-for-tests';
const published = { _id: 'homePage', _type: 'homePage', heading: { de: 'Veröffentlicht' } };
const other = { _id: 'aboutPage', _type: 'aboutPage', heading: { de: 'Über uns' } };

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/**
 * The endpoint alone on a server of its own, closed with the endpoint after the test: every
 * connection at once, so that an idle one the client keeps does not hold the close for seconds.
 */
async function serveListeners(
  seed: string,
  listenLimits: GroqEndpointOptions['listenLimits'],
  limits: GroqEndpointOptions['limits'] = {},
) {
  const endpoint = createGroqEndpoint(seed, { listenLimits, limits });
  const { origin, close } = await serveEndpoint(endpoint);
  closers.push(async () => {
    await endpoint.close();
    await close();
  });
  return { origin };
}

async function serve() {
  const served = await serveLocalStack(seedFolder([published, other]), {
    SANITY_PREVIEW_TOKEN: token,
  });
  closers.push(served.close);
  return served;
}

/** The events a listener with this client hears, once it has been welcomed. */
async function hear(client: ReturnType<typeof localContentClient>, query: string) {
  const events: MutationEvent[] = [];
  await new Promise<void>((resolve, reject) => {
    const subscription = client
      .listen(query, {}, { events: ['welcome', 'mutation'], includeResult: true })
      .subscribe({
        next: (event) => {
          if (event.type === 'welcome') resolve();
          else events.push(event as MutationEvent);
        },
        error: reject,
      });
    closers.push(async () => subscription.unsubscribe());
  });
  return events;
}

/** Waits as long as it takes, no budget a busy machine could use up: the hang limit ends it. */
const until = (done: () => boolean) => expect.poll(done).toBe(true);

describe('the listen endpoint with the real @sanity/client', () => {
  it('tells a listener with the token of each change its filter matches, drafts included', async () => {
    const served = await serve();
    const editor = served.client({ token });
    const heard = await hear(editor, '*[_type == "homePage"]');
    await editor.createOrReplace({ ...published, _id: 'drafts.homePage', heading: { de: 'Neu' } });
    await editor.createOrReplace({ ...other, heading: { de: 'Nicht gemeint' } });
    await editor.patch('drafts.homePage').set({ 'heading.de': 'Neuer' }).commit();
    await until(() => heard.length >= 2);
    expect(heard.map(({ documentId, transition }) => [documentId, transition])).toEqual([
      ['drafts.homePage', 'appear'],
      ['drafts.homePage', 'update'],
    ]);
    expect(heard[1]).toMatchObject({ result: { heading: { de: 'Neuer' } } });
  });

  it.each(['*', '*[_type == "homePage"]'])(
    'tells a listener of %s of an edit at once, though a slow query holds the query worker',
    async (filter) => {
      const served = await serve();
      const editor = served.client({ token });
      const heard = await hear(editor, filter);
      // This one holds the query worker for its whole time limit.
      let slowAnswered = false;
      const slow = send(served.origin, postQuery(JSON.stringify(slowToParse.inBody))).answer.then(
        ({ status }) => {
          slowAnswered = true;
          return status;
        },
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await editor.createOrReplace({ ...published, _id: 'drafts.homePage' });
      await until(() => heard.length >= 1 || slowAnswered);
      expect({ heard: heard.length, slowAnswered }).toEqual({ heard: 1, slowAnswered: false });
      expect(await slow).toBe(503);
    },
  );

  it('tells an anonymous listener of published documents only', async () => {
    const served = await serve();
    const editor = served.client({ token });
    const heard = await hear(served.client(), '*[_type == "homePage"]');
    await editor.createOrReplace({ ...published, _id: 'drafts.homePage' });
    await editor.delete('homePage');
    await until(() => heard.length >= 1);
    expect(heard.map(({ documentId, transition }) => [documentId, transition])).toEqual([
      ['homePage', 'disappear'],
    ]);
  });

  it('refuses a filter it cannot parse with 400, and listeners past the limit with 503', async () => {
    const server = await serveListeners(seedFolder([published]), {
      maxListeners: 1,
      keepAliveMs: 60_000,
    });
    const url = (query: string) =>
      `${server.origin}${listenPath}?query=${encodeURIComponent(query)}`;
    expect((await fetch(url('*[_type =='))).status).toBe(400);
    const first = new AbortController();
    const open = await fetch(url('*'), { signal: first.signal });
    expect(open.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const busy = await fetch(url('*'));
    expect(busy.status).toBe(503);
    await expect(busy.json()).resolves.toMatchObject({ error: { type: 'serverBusy' } });
    first.abort();
  });
});

describe('the listen endpoint within its limits', () => {
  it('keeps a listener alive with comments', async () => {
    const server = await serveListeners(seedFolder([published]), {
      maxListeners: 1,
      keepAliveMs: 50,
    });
    const stream = await fetch(`${server.origin}${listenPath}?query=*`);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': keepalive\n\n')) text += (await reader.read()).value ?? '';
    expect(text).toMatch(/^event: welcome\n/);
    await reader.cancel();
  });

  it('a client that leaves while its filter waits for the worker takes no place', async () => {
    const server = await serveListeners(seedDir, {
      maxListeners: 2,
      keepAliveMs: 60_000,
    });
    const url = (query: string, params: Record<string, unknown> = {}) =>
      `${server.origin}${getQuery(query, params, listenPath).path}`;
    // Checking this filter holds the filters' worker until the time limit.
    const slow = fetch(url(slowToParse.inUrl.query, slowToParse.inUrl.params));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Waits behind it, in a place of its own, and leaves.
    await expect(fetch(url('*'), { signal: AbortSignal.timeout(100) })).rejects.toThrow();
    expect((await slow).status).toBe(503);
    // The filter was checked after its client had gone, before the next one's in the client's
    // line: both places are free again, and two listeners open side by side.
    const first = await fetch(url('*'), { signal: AbortSignal.timeout(5000) });
    const second = await fetch(url('*'), { signal: AbortSignal.timeout(5000) });
    for (const stream of [first, second]) {
      expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
      await stream.body?.cancel();
    }
  });
});

describe('documents by id', () => {
  it('are drafts and published with the token, published only without', async () => {
    const served = await serve();
    const editor = served.client({ token });
    await editor.createOrReplace({ ...published, _id: 'drafts.homePage', heading: { de: 'E' } });
    await expect(editor.getDocuments(['homePage', 'drafts.homePage', 'nope'])).resolves.toEqual([
      expect.objectContaining({ _id: 'homePage' }),
      expect.objectContaining({ _id: 'drafts.homePage' }),
      null,
    ]);
    await expect(served.client().getDocument('drafts.homePage')).resolves.toBeUndefined();
    await expect(served.client().getDocument('homePage')).resolves.toMatchObject({
      heading: { de: 'Veröffentlicht' },
    });
  });
});
