import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyPatch } from 'mendoza';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../local-stack/studioApi';
import { resetLocalContent } from '../local-stack/writtenDocuments';
import { seedFolder, serveLocalStack } from './localContent';

// What `npm run studio` without a project needs of the site's local Content Lake
// (web/local-stack/studioApi.ts, actions.ts, writtenDocuments.ts), asked as Sanity's Studio asks:
// with the real @sanity/client, or with the requests its browser sends.

const STUDIO = 'http://localhost:3333';
const home = {
  _id: 'homePage',
  _type: 'homePage',
  heading: { _type: 'localeString', de: 'Veröffentlicht', en: 'Published' },
};
const seedFiles = (folder: string) =>
  readdirSync(folder).map((name) => [
    name,
    createHash('sha256')
      .update(readFileSync(join(folder, name)))
      .digest('hex'),
  ]);

async function serveStudioStack(documents: object[] = [home], contentDir?: string) {
  const folder = seedFolder(documents);
  const served = await serveLocalStack(folder, {}, { contentDir, studioOrigin: STUDIO });
  /** A request as the Studio's page sends it: its origin, no token. */
  const fromStudio = (path: string, init: RequestInit = {}, origin = STUDIO) =>
    fetch(`${served.origin}${path}`, {
      ...init,
      headers: { origin, 'content-type': 'application/json', ...init.headers },
    });
  const act = (actions: object[], origin = STUDIO) =>
    fromStudio(
      '/v2025-02-19/data/actions/production',
      { method: 'POST', body: JSON.stringify({ actions }) },
      origin,
    );
  const raw = served.client({ token: served.stack.previewToken, perspective: 'raw' });
  return { ...served, folder, fromStudio, act, raw };
}

const edit = (set: object) => ({
  actionType: 'sanity.action.document.edit',
  draftId: 'drafts.homePage',
  publishedId: 'homePage',
  patch: { set },
});

describe('the local Content Lake for the local Studio', () => {
  it('answers the Studio’s origin as the signed-in local editor, and no other page', async () => {
    const served = await serveStudioStack();
    try {
      const me = await served.fromStudio('/v2025-02-19/users/me');
      expect(me.headers.get('access-control-allow-origin')).toBe(STUDIO);
      expect(await me.json()).toMatchObject({ name: 'Lokale Redaktion' });
      const preflight = await served.fromStudio('/v2025-02-19/data/actions/production', {
        method: 'OPTIONS',
        headers: { 'access-control-request-headers': 'content-type' },
      });
      expect(preflight.status).toBe(204);

      expect((await served.act([edit({ 'heading.de': 'Vom Studio' })])).status).toBe(200);
      // Refused for its Origin before the Content Lake reads it (web/local-stack/clients.ts).
      const elsewhere = await served.act([edit({ 'heading.de': 'Fremd' })], 'https://evil.test');
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.headers.get('access-control-allow-origin')).toBeNull();
      expect(await served.raw.getDocument('drafts.homePage')).toMatchObject({
        heading: { de: 'Vom Studio' },
      });
      // Präsentation asks without cookies whether it may listen.
      const cors = await served.fromStudio('/v2025-02-19/check/cors');
      expect(await cors.json()).toEqual({ result: { allowed: true, withCredentials: true } });
    } finally {
      await served.close();
    }
  });

  it('carries out the Studio’s actions: edit, publish, discard, unpublish, delete', async () => {
    const served = await serveStudioStack();
    try {
      // The first edit starts the draft from the published document; the Studio's patches are
      // applied as Sanity applies them (setIfMissing, insert, diffMatchPatch…).
      expect(
        (
          await served.act([
            edit({ 'heading.de': 'Erster Entwurf' }),
            {
              ...edit({}),
              patch: {
                setIfMissing: { badges: [] },
                insert: { after: 'badges[-1]', items: [{ _key: 'a', de: 'Neu' }] },
              },
            },
          ])
        ).status,
      ).toBe(200);
      const draft = await served.raw.getDocument('drafts.homePage');
      expect(draft).toMatchObject({
        heading: { de: 'Erster Entwurf', en: 'Published' },
        badges: [{ _key: 'a', de: 'Neu' }],
      });

      const publish = {
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.homePage',
        publishedId: 'homePage',
      };
      // A draft changed since the editor read it is not published over.
      const stale = await served.act([{ ...publish, ifDraftRevisionId: 'old' }]);
      expect(stale.status).toBe(409);
      // Said to the editor, in German.
      expect(JSON.stringify(await stale.json())).toContain('wurde inzwischen geändert');
      expect((await served.act([{ ...publish, ifDraftRevisionId: draft!._rev }])).status).toBe(200);
      expect(await served.raw.getDocument('drafts.homePage')).toBeUndefined();
      expect(await served.raw.getDocument('homePage')).toMatchObject({
        heading: { de: 'Erster Entwurf' },
      });

      await served.act([edit({ 'heading.de': 'Verworfen' })]);
      await served.act([
        { actionType: 'sanity.action.document.discard', draftId: 'drafts.homePage' },
      ]);
      expect(await served.raw.getDocument('drafts.homePage')).toBeUndefined();

      const pair = { draftId: 'drafts.homePage', publishedId: 'homePage' };
      await served.act([{ actionType: 'sanity.action.document.unpublish', ...pair }]);
      expect(await served.raw.getDocument('homePage')).toBeUndefined();
      expect(await served.raw.getDocument('drafts.homePage')).toMatchObject({
        heading: { de: 'Erster Entwurf' },
      });

      await served.act([
        {
          actionType: 'sanity.action.document.delete',
          publishedId: 'homePage',
          includeDrafts: ['drafts.homePage'],
        },
      ]);
      expect(await served.raw.fetch('count(*[_type == "homePage"])')).toBe(0);

      // Releases are not part of the local Studio: refused by name, nothing half done.
      const version = await served.act([
        { actionType: 'sanity.action.document.version.create', publishedId: 'homePage' },
      ]);
      expect(version.status).toBe(400);
      expect(JSON.stringify(await version.json())).toContain('version.create');
    } finally {
      await served.close();
    }
  });

  it('tells listeners each change as a Mendoza patch the Studio applies', async () => {
    const served = await serveStudioStack();
    let after = () => {};
    try {
      const before = await served.raw.getDocument('homePage');
      type Heard = {
        type: string;
        documentId?: string;
        effects?: { apply: unknown };
        transactionTotalEvents?: number;
      };
      const heard: Heard[] = [];
      let welcome = () => {};
      const welcomed = new Promise<void>((resolve) => (welcome = resolve));
      // The options of the Studio's own document listener (getPairListener in sanity).
      const options = {
        effectFormat: 'mendoza',
        includeResult: false,
        events: ['welcome', 'mutation'],
      } as never;
      const subscription = served.raw
        .listen('*[_id in $ids]', { ids: ['homePage', 'drafts.homePage'] }, options)
        .subscribe((event) => {
          heard.push(event as Heard);
          if ((event as Heard).type === 'welcome') welcome();
        });
      after = () => subscription.unsubscribe();
      await welcomed;
      await served.act([edit({ 'heading.de': 'Entwurf' })]);
      await expect.poll(() => heard.filter(({ type }) => type === 'mutation').length).toBe(1);
      await served.act([
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.homePage',
          publishedId: 'homePage',
        },
      ]);
      await expect.poll(() => heard.filter(({ type }) => type === 'mutation').length).toBe(3);
      const published = heard.find(({ documentId }) => documentId === 'homePage')!;
      // Publishing changes two documents in one transaction: the Studio waits for both events.
      expect(published.transactionTotalEvents).toBe(2);
      // The Studio applies the patch to the document it holds, without its revision.
      const withoutRevision: Partial<typeof before> = { ...before! };
      delete withoutRevision._rev;
      const applied = applyPatch(withoutRevision, published.effects!.apply as never) as {
        heading: { de: string };
      };
      expect(applied.heading.de).toBe('Entwurf');
    } finally {
      after();
      await served.close();
    }
  });

  it('refuses to publish a page under a slug that is not one path segment; a draft may hold it while it is typed', async () => {
    const served = await serveStudioStack();
    try {
      const page = (id: string, slug: string) => ({
        _id: id,
        _type: 'landingPage',
        slug: { _type: 'slug', current: slug },
      });
      for (const slug of ['../x', 'a/b', 'Journey']) {
        const refused = served.raw.createOrReplace(page('landingPage-x', slug));
        await expect(refused, slug).rejects.toMatchObject({
          statusCode: 400,
          message: expect.stringContaining('Nur Kleinbuchstaben, Ziffern und Bindestriche'),
        });
        await served.raw.createOrReplace(page('drafts.landingPage-x', slug));
      }
      expect(await served.raw.getDocument('landingPage-x')).toBeUndefined();
      await served.raw.createOrReplace(page('landingPage-x', 'journey'));
      expect(await served.raw.getDocument('landingPage-x')).toMatchObject({
        slug: { current: 'journey' },
      });
    } finally {
      await served.close();
    }
  });

  it('keeps what is written across a restart, in its folder only, never in the seed', async () => {
    const contentDir = mkdtempSync(join(tmpdir(), 'local-content-'));
    const first = await serveStudioStack([home], contentDir);
    const seedBefore = seedFiles(first.folder);
    await first.act([edit({ 'heading.de': 'Bleibt' })]);
    // A second server over the same folder (`npm start` beside `npm run studio`) reads it too.
    const beside = await serveLocalStack(first.folder, {}, { contentDir });
    const besideClient = beside.client({ token: beside.stack.previewToken, perspective: 'raw' });
    await expect(besideClient.getDocument('drafts.homePage')).resolves.toMatchObject({
      heading: { de: 'Bleibt' },
    });
    await beside.close();
    await first.close();

    const restarted = await serveLocalStack(first.folder, {}, { contentDir });
    try {
      const client = restarted.client({ token: restarted.stack.previewToken, perspective: 'raw' });
      await expect(client.getDocument('drafts.homePage')).resolves.toMatchObject({
        heading: { de: 'Bleibt' },
      });
      expect(seedFiles(first.folder)).toEqual(seedBefore);
      // Written whole and renamed into place: no half-written file is left beside it.
      expect(readdirSync(contentDir).sort()).toEqual(['documents.ndjson', 'history.ndjson']);
      // `npm run content:reset`: back to the seed.
      resetLocalContent(contentDir);
      await expect(client.getDocument('drafts.homePage')).resolves.toBeUndefined();
      await expect(client.getDocument('homePage')).resolves.toMatchObject(home);
    } finally {
      await restarted.close();
    }
  });

  it('takes an uploaded image as a PNG asset the image endpoint serves, and refuses what is none', async () => {
    const contentDir = mkdtempSync(join(tmpdir(), 'local-content-'));
    const served = await serveStudioStack([home], contentDir);
    try {
      const photo = await sharp({
        create: { width: 40, height: 30, channels: 3, background: '#3366cc' },
      })
        .jpeg()
        .toBuffer();
      const upload = await served.fromStudio(
        '/v2025-02-19/assets/images/production?filename=portrait.jpg',
        { method: 'POST', body: photo, headers: { 'content-type': 'image/jpeg' } },
      );
      expect(upload.status).toBe(200);
      const { document } = (await upload.json()) as {
        document: { _id: string; sha1hash: string; originalFilename: string };
      };
      expect(document._id).toMatch(/^image-[0-9a-f]{40}-40x30-png$/);
      expect(document.originalFilename).toBe('portrait.jpg');
      await expect(served.raw.getDocument(document._id)).resolves.toMatchObject({
        _type: 'sanity.imageAsset',
      });
      const image = await fetch(
        `${served.origin}/images/local/production/${document.sha1hash}-40x30.png`,
      );
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');

      const notAnImage = await served.fromStudio('/v2025-02-19/assets/images/production', {
        method: 'POST',
        body: 'kein Bild',
      });
      expect(notAnImage.status).toBe(400);
      expect(JSON.stringify(await notAnImage.json())).toContain('kein Bild, das sich lesen lässt');
      // Only the local editor uploads.
      const elsewhere = await served.fromStudio(
        '/v2025-02-19/assets/images/production',
        { method: 'POST', body: photo },
        'https://evil.test',
      );
      expect(elsewhere.status).not.toBe(200);
    } finally {
      await served.close();
    }
  });

  it('refuses an upload over 20 MB and one over 40 megapixels with 413, each saying so, keeping nothing', async () => {
    const contentDir = mkdtempSync(join(tmpdir(), 'local-content-'));
    const served = await serveStudioStack([home], contentDir);
    try {
      const upload = (bytes: Uint8Array) =>
        served.fromStudio('/v2025-02-19/assets/images/production', {
          method: 'POST',
          body: new Blob([new Uint8Array(bytes)]),
        });
      const tooLarge = await upload(new Uint8Array(UPLOAD_LIMITS.maxBytes + 1));
      expect(tooLarge.status).toBe(413);
      // Small as a file, huge once decoded: refused from its header, before it is unpacked.
      const bomb = await sharp({
        create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' },
      })
        .png({ compressionLevel: 9 })
        .toBuffer();
      expect(bomb.length).toBeLessThan(UPLOAD_LIMITS.maxBytes);
      const decodedTooLarge = await upload(bomb);
      expect(decodedTooLarge.status).toBe(413);
      expect(JSON.stringify(await decodedTooLarge.json())).toContain('mehr als 40 Megapixel');
      expect(readdirSync(contentDir)).toEqual([]);
    } finally {
      await served.close();
    }
  });

  it('keeps the Studio’s preferences, and refuses a body over 64 KB', async () => {
    const served = await serveStudioStack();
    try {
      const put = (body: string) =>
        served.fromStudio('/v2025-02-19/users/me/keyvalue', { method: 'PUT', body });
      expect((await put(JSON.stringify([{ key: 'layout', value: 'split' }]))).status).toBe(200);
      const read = await served.fromStudio('/v2025-02-19/users/me/keyvalue/layout,other');
      expect(await read.json()).toEqual([
        { key: 'layout', value: 'split' },
        { key: 'other', value: null },
      ]);
      const tooLarge = JSON.stringify([{ key: 'big', value: 'x'.repeat(64 * 1024) }]);
      expect((await put(tooLarge)).status).toBe(400);
    } finally {
      await served.close();
    }
  });

  it('streams the Live Content API for Präsentation: welcome, then a message per published change only', async () => {
    const served = await serveStudioStack();
    const controller = new AbortController();
    try {
      const stream = await served.fromStudio('/v2025-02-19/data/live/events/production', {
        signal: controller.signal,
      });
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      while (!text.includes('event: welcome')) text += (await reader.read()).value;
      // A draft and Präsentation's own secret change nothing published, as on Sanity's API: a
      // message for them would abort the secret's fetch Präsentation has in flight.
      expect((await served.act([edit({ 'heading.de': 'Live' })])).status).toBe(200);
      const secret = { _id: 'drafts.secret', _type: 'sanity.previewUrlSecret', secret: 'x' };
      const mutate = await served.fromStudio('/v2025-02-19/data/mutate/production', {
        method: 'POST',
        body: JSON.stringify({ mutations: [{ createOrReplace: secret }] }),
      });
      expect(mutate.status).toBe(200);
      const publish = await served.act([
        {
          actionType: 'sanity.action.document.publish',
          draftId: 'drafts.homePage',
          publishedId: 'homePage',
        },
      ]);
      expect(publish.status).toBe(200);
      while (!text.includes('event: message')) text += (await reader.read()).value;
      // Events come in the order of their transactions: the publish's is the first message.
      const { transactionId } = (await publish.json()) as { transactionId: string };
      expect(text).toContain(`id: ${transactionId}\nevent: message\ndata: {"tags":[`);
      expect(text.match(/event: message/g)).toHaveLength(1);
    } finally {
      controller.abort();
      await served.close();
    }
  });
});
