import { evaluate, parse } from 'groq-js';
import type { DocumentLocationResolvers, DocumentLocationsState } from 'sanity/presentation';
import { describe, expect, it } from 'vitest';
// The site's own list of its pages, every language: the Studio must know each of them.
import { prerenderedPaths } from '../../web/src/lib/paths.ts';
import {
  locations,
  locationsOfDocument,
  mainDocuments,
  typesOnEveryPage,
} from '../presentation/locations';
import { schemaTypes } from '../schemaTypes';
// The seed's documents as written to studio/seed/ (seed.test.ts checks the file is current).
import { seedDocuments } from '../seed-src/dataset';

const documentTypes: string[] = schemaTypes
  .filter((schemaType) => schemaType.type === 'document')
  .map(({ name }) => name);

/** What Presentation shows for a document: a fixed state, or the resolver run on its `_id`. */
function locationsShownFor(resolver: DocumentLocationResolvers[string], id: string) {
  return 'resolve' in resolver ? resolver.resolve({ id }) : resolver;
}

const hrefsOf = (state: DocumentLocationsState | null | undefined | void) =>
  state?.locations?.map(({ href }) => href);

describe('Presentation locations', () => {
  // Every document of the site is a page or shown on pages: a new type needs its locations.
  it.each(documentTypes)('are defined for the document type %s', (type) => {
    expect(locations).toHaveProperty(type);
  });

  it('name only document types of the schema', () => {
    expect(Object.keys(locations).filter((type) => !documentTypes.includes(type))).toEqual([]);
  });

  it('show every seeded document on a page in both languages', () => {
    for (const { _id, _type } of seedDocuments.filter(({ _type }) => _type in locations)) {
      const hrefs = hrefsOf(locationsShownFor(locations[_type]!, _id));
      expect(hrefs?.length, _id).toBeGreaterThanOrEqual(2);
      const english = hrefs!.filter((href) => href === '/en' || href.startsWith('/en/'));
      expect(english.length * 2, _id).toBe(hrefs!.length);
    }
  });

  it('show the home page document on the about page too, which shows its founders', () => {
    expect(locationsOfDocument('homePage')).toEqual({
      locations: [
        { title: 'Startseite', href: '/' },
        { title: 'Startseite (Englisch)', href: '/en' },
        { title: 'Über uns', href: '/about' },
        { title: 'Über uns (Englisch)', href: '/en/about' },
      ],
    });
    expect(hrefsOf(locationsOfDocument('aboutPage'))).toEqual(['/about', '/en/about']);
  });

  it('lead a legal page to its own page, in German and in English', () => {
    const legalPage = locations.legalPage!;
    expect(locationsShownFor(legalPage, 'impressum')).toEqual({
      locations: [
        { title: 'Impressum', href: '/impressum' },
        { title: 'Impressum (Englisch)', href: '/en/impressum' },
      ],
    });
    expect(hrefsOf(locationsShownFor(legalPage, 'datenschutz'))).toEqual([
      '/datenschutz',
      '/en/datenschutz',
    ]);
  });

  it('lead a draft or a release version to the page of its document', () => {
    expect(locationsOfDocument('drafts.impressum')).toEqual(locationsOfDocument('impressum'));
    expect(hrefsOf(locationsOfDocument('versions.rSpring.datenschutz'))).toEqual([
      '/datenschutz',
      '/en/datenschutz',
    ]);
  });

  it('are none for a document no page shows', () => {
    expect(locationsShownFor(locations.legalPage!, 'agb')).toBeNull();
    expect(locationsShownFor(locations.legalPage!, '')).toBeNull();
  });

  it('say that navigation and settings appear on all pages, and offer the home pages', () => {
    for (const type of typesOnEveryPage) {
      const state = locationsShownFor(locations[type]!, type);
      expect(state?.message, type).toBe('Erscheint auf allen Seiten');
      expect(hrefsOf(state), type).toEqual(['/', '/en']);
    }
  });
});

describe('Presentation main documents', () => {
  // Routes are plain paths, no patterns: a page is found by its path alone.
  const resolverOf = (path: string) =>
    mainDocuments.find(({ route }) => [route].flat().includes(path));

  // Presentation's own query for a resolver with a filter, run over the seed dataset.
  async function mainDocumentOf(path: string) {
    const resolver = resolverOf(path);
    if (!resolver || typeof resolver.filter !== 'string') return undefined;
    const query = parse(`*[${resolver.filter}][0]{_id, _type}`);
    const params = resolver.params as Record<string, string>;
    const result = await evaluate(query, { dataset: seedDocuments, params });
    return (await result.get()) as { _id: string; _type: string } | null;
  }

  it.each(prerenderedPaths)('open an existing document for %s', async (path) => {
    const document = await mainDocumentOf(path);
    expect(document, `no main document for ${path}`).toBeTruthy();
    expect(documentTypes).toContain(document!._type);
  });

  it('open each page’s own document, the same in German and in English', async () => {
    expect(await mainDocumentOf('/en')).toEqual({ _id: 'homePage', _type: 'homePage' });
    expect(await mainDocumentOf('/journey')).toEqual({ _id: 'journeyPage', _type: 'journeyPage' });
    expect(await mainDocumentOf('/en/impressum')).toEqual({ _id: 'impressum', _type: 'legalPage' });
    expect(await mainDocumentOf('/datenschutz')).toEqual({
      _id: 'datenschutz',
      _type: 'legalPage',
    });
  });

  it('know no route the site does not have', () => {
    const routes = mainDocuments.flatMap(({ route }) => [route].flat());
    expect(routes.filter((route) => !prerenderedPaths.includes(route))).toEqual([]);
  });
});
