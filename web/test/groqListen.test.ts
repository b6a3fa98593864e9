import type { MutationEvent } from '@sanity/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createGroqEndpoint } from '../local-stack/groqEndpoint';
import { serveEndpoint } from './listen';
import { localContentClient, seedFolder, serveLocalStack } from './localContent';

const token = 'listen-token-for-tests';
const published = { _id: 'homePage', _type: 'homePage', heading: { de: 'Veröffentlicht' } };
const other = { _id: 'aboutPage', _type: 'aboutPage', heading: { de: 'Über uns' } };

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

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

const until = async (done: () => boolean) => {
  for (let tries = 0; tries < 100 && !done(); tries++)
    await new Promise((resolve) => setTimeout(resolve, 20));
};

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
    const seed = seedFolder([published]);
    const endpoint = createGroqEndpoint(seed, {
      listenLimits: { maxListeners: 1, keepAliveMs: 60_000, maxLifetimeMs: 60_000 },
    });
    const server = await serveEndpoint(endpoint);
    closers.push(async () => {
      await endpoint.close();
      await server.close();
    });
    const url = (query: string) =>
      `${server.origin}/v2025-02-19/data/listen/production?query=${encodeURIComponent(query)}`;
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
