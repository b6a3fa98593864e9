import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNdjson } from '../local-stack/groqEndpoint';
import { fetchContentPagePaths, renderPage } from '../src/entry-server';
import { pageDocuments } from '../src/lib/pageDocuments';
import { notFoundPaths, paths, prerenderedPaths } from '../src/lib/paths';
import { seedDir } from '../server/paths';
import { seedFolder, serveLocalStack } from './localContent';

// The server entry renders with the real routes over the seed, read from the local stack.
let stack: Awaited<ReturnType<typeof serveLocalStack>>;
beforeAll(async () => {
  stack = await serveLocalStack(seedDir);
});
afterAll(() => stack?.close());

describe('renderPage', () => {
  it('answers a page of the site with 200', async () => {
    expect((await renderPage('/about', stack.client())).status).toBe(200);
  });

  // Content values are objects (text and language): one rendered where a string belongs shows
  // as "[object Object]" or fails the server render.
  it('knows the content document of every page path, once', () => {
    expect(pageDocuments.map(({ path }) => path).sort()).toEqual(Object.values(paths).sort());
  });

  // A path without its route would render the not-found page (and the build would stop).
  it.each(prerenderedPaths)('renders every text of %s as text, on the server', async (path) => {
    const { status, html, title, description } = await renderPage(path, stack.client());
    expect(status).toBe(200);
    expect(html).not.toContain('[object Object]');
    expect(html).not.toContain('Switched to client rendering');
    expect(title).not.toBe('');
    expect(description).not.toBe('');
  });

  it('renders the landing pages and case studies the content has, in both languages', async () => {
    const paths = await fetchContentPagePaths(stack.client());
    expect(paths).toContain('/l/arztpraxen');
    expect(paths).toContain('/en/fallstudien/autohaus-lindner');
    for (const path of paths) {
      const { status, html, title } = await renderPage(path, stack.client());
      expect(status, path).toBe(200);
      expect(html, path).not.toContain('[object Object]');
      expect(html, path).toMatch(/<h1[ >]/);
      expect(title, path).not.toBe('');
    }
  });

  it.each([
    notFoundPaths.de,
    notFoundPaths.en,
    '/en/gibt-es-nicht?station=1',
    '/l/gibt-es-nicht',
    '/en/fallstudien/gibt-es-nicht',
  ])('answers a path no route owns with the not-found page and 404: %s', async (path) => {
    const page = await renderPage(path, stack.client());
    expect(page.status).toBe(404);
    expect(page.title).not.toBe('');
  });
});

describe('an English page where the English text is missing or empty', () => {
  type Localized = { de: unknown; en?: unknown };
  const documents = readNdjson<Record<string, unknown> & { _id: string }>(
    join(seedDir, 'production.ndjson'),
  );
  type Section = { _type: string; _key: string; heading: Localized; intro: Localized };
  const { sections } = documents.find(({ _id }) => _id === 'homePage') as unknown as {
    sections: Section[];
  };
  const home = sections.find(({ _type }) => _type === 'heroSection')!;
  const impressum = documents.find(({ _id }) => _id === 'impressum') as unknown as {
    body: Localized;
  };
  let gappy: Awaited<ReturnType<typeof serveLocalStack>>;
  beforeAll(async () => {
    const withoutEnglish = ({ en: _dropped, ...german }: Localized) => german;
    const folder = seedFolder(
      documents.map((document) =>
        document._id === 'homePage'
          ? {
              ...document,
              sections: sections.map((section) =>
                section === home
                  ? {
                      ...home,
                      heading: { ...home.heading, en: '' },
                      intro: withoutEnglish(home.intro),
                    }
                  : section,
              ),
            }
          : document._id === 'impressum'
            ? { ...document, body: withoutEnglish(impressum.body) }
            : document,
      ),
    );
    for (const assets of ['images', 'files'])
      cpSync(join(seedDir, assets), join(folder, assets), { recursive: true });
    gappy = await serveLocalStack(folder);
  });
  afterAll(() => gappy?.close());

  it('shows the German text there, marked as German', async () => {
    const { html } = await renderPage('/en', gappy.client());
    expect(html).toContain(
      `<h1 id="section-${home._key}-heading"><span lang="de">${home.heading.de}</span></h1>`,
    );
    expect(html).toContain(`<span lang="de">${home.intro.de}</span>`);
    // What has English stays unmarked, in the page's language.
    expect(html).not.toMatch(/<span lang="en">/);
    const legal = await renderPage('/en/impressum', gappy.client());
    expect(legal.html).toMatch(/<div class="legal__body" lang="de">/);
  });

  it('marks nothing on the German page', async () => {
    const { html } = await renderPage('/', gappy.client());
    expect(html).not.toMatch(/<span lang="/);
  });
});
