import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stegaClean } from '@sanity/client/stega';
import { validatePreviewUrl } from '@sanity/preview-url-secret';
import { createPreviewSecret } from '@sanity/preview-url-secret/create-secret';
import { VERCEL_STEGA_REGEX, vercelStegaDecode } from '@vercel/stega';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createGroqEndpoint, type GroqLimits } from '../local-stack/groqEndpoint';
import { createLocalStack } from '../local-stack/localStack';
import { aboutPageQuery } from '../src/content/queries';
import { serveEndpoint } from './listen';
import { seedFolder, serveLocalStack } from './localContent';

const token = 'preview-token-for-tests';
const studioUrl = 'http://localhost:3333';

const published = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  heading: { _type: 'localeString', de: 'Veröffentlicht', en: 'Published' },
  badges: [
    { _key: 'badge0', _type: 'localeString', de: 'Erstes Abzeichen' },
    { _key: 'badge1', _type: 'localeString', de: 'Zweites Abzeichen' },
  ],
  founders: [
    {
      _key: 'founder0',
      _type: 'founder',
      name: 'Erste',
      role: { _type: 'localeString', de: 'Eins' },
    },
    {
      _key: 'founder1',
      _type: 'founder',
      name: 'Zweite',
      role: { _type: 'localeString', de: 'Zwei' },
    },
  ],
};
const settings = { _id: 'siteSettings', _type: 'siteSettings', companyName: 'Muster KI GmbH' };

/** A local stack over `documents` on a real server, and @sanity/client configured for it. */
async function serveStack(documents: object[], env: Record<string, string> = {}) {
  const folder = seedFolder(documents);
  return { folder, ...(await serveLocalStack(folder, env)) };
}

describe('the preview token of the local stack', () => {
  it('is SANITY_PREVIEW_TOKEN when set, else random per stack, and lets a request read drafts', async () => {
    const fromEnv = createLocalStack({ env: { SANITY_PREVIEW_TOKEN: token }, seedDir: tmpdir() });
    expect(fromEnv.previewToken).toBe(token);
    await fromEnv.close();

    const served = await serveStack([published, { ...published, _id: 'drafts.aboutPage' }]);
    const other = createLocalStack({ env: {}, seedDir: tmpdir() });
    try {
      expect(served.stack.previewToken).toMatch(/^[\w-]{40,}$/);
      expect(served.stack.previewToken).not.toBe(other.previewToken);
      const raw = served.client({ token: served.stack.previewToken, perspective: 'raw' });
      await expect(raw.fetch('count(*[_type == "aboutPage"])')).resolves.toBe(2);
    } finally {
      await other.close();
      await served.close();
    }
  });
});

describe("Presentation's preview secret against the local Content Lake", () => {
  let served: Awaited<ReturnType<typeof serveStack>>;
  beforeAll(async () => {
    served = await serveStack([published, settings], { SANITY_PREVIEW_TOKEN: token });
  });
  afterAll(() => served.close());

  const previewUrl = (secret: string) =>
    `http://localhost:4173/api/preview?sanity-preview-secret=${secret}&sanity-preview-pathname=/about`;

  it('a secret the Studio created validates, with the Studio origin and where to go', async () => {
    const studio = served.client({ token });
    const { secret } = await createPreviewSecret(studio, 'test', `${studioUrl}/studio`, 'user-1');
    const site = served.client({ token });
    await expect(validatePreviewUrl(site, previewUrl(secret))).resolves.toMatchObject({
      isValid: true,
      studioOrigin: studioUrl,
      redirectTo: '/about',
    });
    await expect(validatePreviewUrl(site, previewUrl(`${secret}x`))).resolves.toMatchObject({
      isValid: false,
    });
  });

  it('the secret stays hidden without the token, and a wrong token is refused', async () => {
    const { secret } = await createPreviewSecret(served.client({ token }), 'test', studioUrl, 'u');
    const query = '*[_type == "sanity.previewUrlSecret" && secret == $secret][0].studioUrl';
    const anonymous = served.client({ perspective: 'raw' });
    await expect(anonymous.fetch(query, { secret })).resolves.toBeNull();
    const withToken = served.client({ token, perspective: 'raw' });
    await expect(withToken.fetch(query, { secret })).resolves.toBe(studioUrl);
    await expect(
      validatePreviewUrl(served.client({ token: 'wrong' }), previewUrl(secret)),
    ).rejects.toMatchObject({ statusCode: 401 });
  });

  it('a secret deleted by query no longer validates; the seed files are never written', async () => {
    const seedBefore = readFileSync(join(served.folder, 'production.ndjson'), 'utf8');
    const studio = served.client({ token });
    const { secret } = await createPreviewSecret(studio, 'test', studioUrl, 'u');
    await expect(
      validatePreviewUrl(served.client({ token }), previewUrl(secret)),
    ).resolves.toMatchObject({ isValid: true });
    const deleted = await studio.delete({ query: '*[_type == "sanity.previewUrlSecret"]' });
    expect(deleted.results.length).toBeGreaterThan(0);
    expect(
      deleted.results.every(({ operation }: { operation: string }) => operation === 'delete'),
    ).toBe(true);
    await expect(
      validatePreviewUrl(served.client({ token }), previewUrl(secret)),
    ).resolves.toMatchObject({ isValid: false });
    expect(readFileSync(join(served.folder, 'production.ndjson'), 'utf8')).toBe(seedBefore);
  });
});

describe('drafts written with the token', () => {
  let served: Awaited<ReturnType<typeof serveStack>>;
  beforeAll(async () => {
    served = await serveStack([published, settings], { SANITY_PREVIEW_TOKEN: token });
    const before = Date.now();
    const written = await served.client({ token }).createOrReplace({
      ...published,
      _id: 'drafts.aboutPage',
      heading: { _type: 'localeString', de: 'Entwurf', en: 'Draft' },
    });
    expect(written).toMatchObject({ _id: 'drafts.aboutPage', _rev: expect.any(String) });
    // Stamped when written, to the second as Sanity does.
    expect(Date.parse(written._updatedAt)).toBeGreaterThanOrEqual(before - (before % 1000));
    expect(Date.parse(written._updatedAt)).toBeLessThanOrEqual(Date.now());
  });
  afterAll(() => served.close());

  const heading = '*[_id == "aboutPage"][0]{_id, _originalId, "heading": heading.de}';

  it('are read with perspective drafts and the token, under the published _id', async () => {
    const drafts = served.client({ token, perspective: 'drafts' });
    await expect(drafts.fetch(heading)).resolves.toEqual({
      _id: 'aboutPage',
      _originalId: 'drafts.aboutPage',
      heading: 'Entwurf',
    });
    await expect(drafts.fetch(aboutPageQuery, { lang: 'en' })).resolves.toMatchObject({
      heading: { text: 'Draft', lang: 'en' },
    });
    await expect(drafts.fetch('count(*[_type == "aboutPage"])')).resolves.toBe(1);
  });

  it('are never read without the token, nor with perspective published', async () => {
    for (const perspective of ['drafts', 'raw', 'published'] as const) {
      const anonymous = served.client({ perspective });
      await expect(anonymous.fetch(heading)).resolves.toMatchObject({ heading: 'Veröffentlicht' });
      await expect(anonymous.fetch('count(*[_id in path("drafts.**")])')).resolves.toBe(0);
    }
    const publishedOnly = served.client({ token, perspective: 'published' });
    await expect(publishedOnly.fetch(heading)).resolves.toMatchObject({
      heading: 'Veröffentlicht',
    });
  });

  it('are stored beside the published document, as raw shows', async () => {
    const raw = served.client({ token, perspective: 'raw' });
    await expect(raw.fetch('*[_type == "aboutPage"]._id | order(@)')).resolves.toEqual([
      'aboutPage',
      'drafts.aboutPage',
    ]);
  });

  it('a draft without a published document is read as the document, and patched', async () => {
    const writer = served.client({ token });
    await writer.create({ _id: 'drafts.newPage', _type: 'page', title: 'Neu', note: 'weg' });
    await writer
      .patch('drafts.newPage')
      .set({ title: 'Neuer', 'hero.title': 'Held' })
      .unset(['note'])
      .commit();
    const drafts = served.client({ token, perspective: 'drafts' });
    await expect(drafts.fetch('*[_id == "newPage"][0]{_id, title, hero, note}')).resolves.toEqual({
      _id: 'newPage',
      title: 'Neuer',
      hero: { title: 'Held' },
      note: null,
    });
    // The client warns that the name is deprecated; the stand-in still knows it.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const previewDrafts = served.client({ token, perspective: 'previewDrafts' });
      await expect(previewDrafts.fetch('*[_id == "newPage"][0].title')).resolves.toBe('Neuer');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('mutations without the token', () => {
  it("are refused with 401 in Sanity's error shape, and write nothing", async () => {
    const served = await serveStack([published], { SANITY_PREVIEW_TOKEN: token });
    try {
      const draft = { _id: 'drafts.aboutPage', _type: 'aboutPage' };
      await expect(served.client().createOrReplace(draft)).rejects.toMatchObject({
        statusCode: 401,
      });
      await expect(served.client({ token: 'wrong' }).createOrReplace(draft)).rejects.toMatchObject({
        statusCode: 401,
      });
      const response = await fetch(`${served.origin}/v2025-02-19/data/mutate/production`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mutations: [{ delete: { id: 'aboutPage' } }] }),
      });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        error: { description: expect.stringContaining('token'), type: 'unauthorized' },
      });
      const raw = served.client({ token, perspective: 'raw' });
      await expect(raw.fetch('*._id')).resolves.toEqual(['aboutPage']);
    } finally {
      await served.close();
    }
  });
});

/** The edit link stega hid in `text`, as Presentation's overlays read it. */
function editLink(text: string) {
  const decoded = vercelStegaDecode<{ origin: string; href: string }>(text);
  expect(decoded?.origin).toBe('sanity.io');
  const url = new URL(decoded?.href ?? '', 'http://studio');
  return { id: url.searchParams.get('id'), path: url.searchParams.get('path'), url };
}

describe('content source maps and stega', () => {
  let served: Awaited<ReturnType<typeof serveStack>>;
  beforeAll(async () => {
    served = await serveStack([published, settings], { SANITY_PREVIEW_TOKEN: token });
    await served.client({ token }).createOrReplace({
      ...published,
      _id: 'drafts.aboutPage',
      heading: { _type: 'localeString', de: 'Entwurf', en: 'Draft' },
    });
  });
  afterAll(() => served.close());

  const stega = { enabled: true, studioUrl };

  it('the real client stega-encodes strings with links to the draft and the field', async () => {
    const preview = served.client({ token, perspective: 'drafts', stega });
    const page = await preview.fetch(aboutPageQuery, { lang: 'de' });
    expect(page?.heading.text).not.toBe('Entwurf');
    expect(stegaClean(page?.heading.text)).toBe('Entwurf');
    // The language is the query's own word, from no document: no stega, a clean `lang`.
    expect(page?.heading.lang).toBe('de');
    const headingLink = editLink(page?.heading.text ?? '');
    expect(headingLink).toMatchObject({ id: 'aboutPage', path: 'heading.de' });
    // A draft's link opens the draft, not the published perspective.
    expect(headingLink.url.searchParams.get('perspective')).toBeNull();
    expect(editLink(page?.founders?.[1]?.role.text ?? '')).toMatchObject({
      id: 'aboutPage',
      path: 'founders[_key=="founder1"].role.de',
    });
    const layout = await preview.fetch('*[_id == "siteSettings"][0]{companyName}');
    expect(editLink(layout.companyName)).toMatchObject({ id: 'siteSettings', path: 'companyName' });
  });

  it('the same query without the token has no zero-width characters', async () => {
    const anonymous = served.client({ perspective: 'drafts', stega });
    const page = await anonymous.fetch(aboutPageQuery, { lang: 'de' });
    expect(page?.heading).toEqual({ text: 'Veröffentlicht', lang: 'de' });
    expect(VERCEL_STEGA_REGEX.test(JSON.stringify(page))).toBe(false);
  });

  it('has the shape of the ContentSourceMap type, with key selectors only when asked', async () => {
    const query = '*[_id == "aboutPage"][0]{"heading": heading.de, "badges": badges[].de, "n": 1}';
    const fetchMap = async (resultSourceMap: string, authorization?: string) => {
      const url = new URL(`${served.origin}/v2025-02-19/data/query/production`);
      url.search = new URLSearchParams({
        query,
        perspective: 'drafts',
        resultSourceMap,
      }).toString();
      const response = await fetch(url, { headers: authorization ? { authorization } : {} });
      return response.json();
    };
    const indexed = await fetchMap('true', `Bearer ${token}`);
    expect(indexed.result).toEqual({
      heading: 'Entwurf',
      badges: ['Erstes Abzeichen', 'Zweites Abzeichen'],
      n: 1,
    });
    const { documents, paths, mappings } = indexed.resultSourceMap;
    expect(documents).toEqual([{ _id: 'drafts.aboutPage', _type: 'aboutPage' }]);
    const sourceOf = (resultPath: string) => {
      const { type, source } = mappings[resultPath];
      expect(type).toBe('value');
      expect(source.type).toBe('documentValue');
      return { document: documents[source.document]._id, path: paths[source.path] };
    };
    expect(sourceOf("$['heading']")).toEqual({
      document: 'drafts.aboutPage',
      path: "$['heading']['de']",
    });
    expect(sourceOf("$['badges'][1]").path).toBe("$['badges'][1]['de']");
    expect(Object.keys(mappings).sort()).toEqual([
      "$['badges'][0]",
      "$['badges'][1]",
      "$['heading']",
    ]);

    const keyed = await fetchMap('withKeyArraySelector', `Bearer ${token}`);
    const badge = keyed.resultSourceMap.mappings["$['badges'][1]"].source.path;
    expect(keyed.resultSourceMap.paths[badge]).toBe("$['badges'][?(@._key=='badge1')]['de']");

    const anonymous = await fetchMap('true');
    expect(anonymous.result.heading).toBe('Veröffentlicht');
    expect(anonymous).not.toHaveProperty('resultSourceMap');
  });
});

describe('the mutate endpoint within its limits', () => {
  const mutateUrl = '/v2025-02-19/data/mutate/production';

  async function serve(limits: Partial<GroqLimits>) {
    const endpoint = createGroqEndpoint(seedFolder([published]), { previewToken: token, limits });
    const server = await serveEndpoint(endpoint);
    const mutate = async (body: unknown) => {
      const response = await fetch(`${server.origin}${mutateUrl}?returnIds=true`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    };
    const ids = async () => {
      const response = await fetch(
        `${server.origin}/v2025-02-19/data/query/production?query=*._id&perspective=raw`,
        { headers: { authorization: `Bearer ${token}` } },
      );
      return (await response.json()).result;
    };
    return {
      mutate,
      ids,
      async close() {
        await server.close();
        await endpoint.close();
      },
    };
  }

  const secret = (n: number) => ({
    createOrReplace: { _id: `drafts.secret-${n}`, _type: 'sanity.previewUrlSecret' },
  });

  it('refuses a body over the limit with 413', async () => {
    const served = await serve({ maxBodyBytes: 1024 });
    try {
      const big = { ...secret(1).createOrReplace, padding: 'x'.repeat(2000) };
      const { status, body } = await served.mutate({ mutations: [{ createOrReplace: big }] });
      expect(status).toBe(413);
      expect(body.error.type).toBe('requestTooLarge');
      expect(await served.ids()).toEqual(['aboutPage']);
    } finally {
      await served.close();
    }
  });

  it('keeps at most maxWrittenDocuments in memory and refuses a whole transaction past it', async () => {
    const served = await serve({ maxWrittenDocuments: 3 });
    try {
      const first = await served.mutate({ mutations: [secret(1), secret(2)] });
      expect(first).toEqual({
        status: 200,
        body: {
          transactionId: expect.any(String),
          results: [
            { id: 'drafts.secret-1', operation: 'create' },
            { id: 'drafts.secret-2', operation: 'create' },
          ],
        },
      });
      const tooMany = await served.mutate({ mutations: [secret(3), secret(4)] });
      expect(tooMany.status).toBe(507);
      expect(tooMany.body.error).toEqual({
        type: 'documentLimitExceeded',
        description: expect.stringContaining('at most 3 written documents'),
      });
      expect((await served.ids()).sort()).toEqual([
        'aboutPage',
        'drafts.secret-1',
        'drafts.secret-2',
      ]);
      // Replacing a document it holds already, or deleting one, is still allowed.
      expect((await served.mutate({ mutations: [secret(2)] })).body.results).toEqual([
        { id: 'drafts.secret-2', operation: 'update' },
      ]);
      expect(
        (await served.mutate({ mutations: [{ delete: { id: 'drafts.secret-1' } }] })).status,
      ).toBe(200);
      expect((await served.mutate({ mutations: [secret(3), secret(4)] })).status).toBe(200);
    } finally {
      await served.close();
    }
  });

  it('names what it does not support, and a delete query over the limits', async () => {
    const served = await serve({});
    try {
      const byQuery = await served.mutate({
        mutations: [{ patch: { query: '*[_type == "aboutPage"]', set: { n: 1 } } }],
      });
      expect(byQuery.status).toBe(400);
      expect(byQuery.body.error.description).toContain('by id only');
      const missing = await served.mutate({
        mutations: [{ patch: { id: 'nothing', set: { a: 1 } } }],
      });
      expect(missing.status).toBe(409);
      const nested = 'count(*[count(*[count(*[count(*) > 0]) > 0]) > 0])';
      const costly = await served.mutate({
        mutations: [{ delete: { query: `*[${nested} > 0]` } }],
      });
      expect(costly.status).toBe(422);
      expect(await served.ids()).toEqual(['aboutPage']);
    } finally {
      await served.close();
    }
  });
});
