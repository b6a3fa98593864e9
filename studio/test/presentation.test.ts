import { evaluate, parse } from 'groq-js';
import type { DocumentLocationResolvers, DocumentLocationsState } from 'sanity/presentation';
import { describe, expect, it } from 'vitest';
// The site's own list of its pages, every language: the Studio must know each of them.
import { contentPagePaths, prerenderedPaths } from '../../web/src/lib/paths.ts';
import {
  locations,
  locationsOfDocument,
  mainDocuments,
  typesOnEveryPage,
} from '../presentation/locations';
import { schemaTypes } from '../schemaTypes';
// The seed's documents as written to studio/seed/ (seed.test.ts checks the file is current).
import { seedDocuments } from '../seed-src/dataset';

/** The seed's landing pages and case studies, at their paths in both languages. */
const slugsOf = (type: string) =>
  seedDocuments
    .filter(({ _type }) => _type === type)
    .map((document) => (document as { slug?: { current?: string } }).slug?.current ?? '');
const seedContentPaths = contentPagePaths({
  landingPages: slugsOf('landingPage'),
  caseStudies: slugsOf('caseStudy'),
});

const documentTypes: string[] = schemaTypes
  .filter((schemaType) => schemaType.type === 'document')
  .map(({ name }) => name);

/**
 * What Presentation shows for a document: a fixed state, or the resolver run on the fields it
 * selects (`_id`; a page made from content: its German title and slug).
 */
function locationsShownFor(
  resolver: DocumentLocationResolvers[string],
  id: string,
  document: { title?: { de?: string }; slug?: { current?: string } } | object = {},
) {
  return 'resolve' in resolver
    ? resolver.resolve({
        id,
        title: 'title' in document ? document.title?.de : undefined,
        slug: 'slug' in document ? document.slug?.current : undefined,
      })
    : resolver;
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
    for (const document of seedDocuments.filter(({ _type }) => _type in locations)) {
      const { _id, _type } = document;
      const hrefs = hrefsOf(locationsShownFor(locations[_type]!, _id, document as object));
      expect(hrefs?.length, _id).toBeGreaterThanOrEqual(2);
      const english = hrefs!.filter((href) => href === '/en' || href.startsWith('/en/'));
      expect(english.length * 2, _id).toBe(hrefs!.length);
    }
  });

  it('show the about page document on the home page too, whose teaser shows its founders', () => {
    expect(locationsOfDocument('aboutPage')).toEqual({
      locations: [
        { title: 'Über uns', href: '/about' },
        { title: 'Über uns (Englisch)', href: '/en/about' },
        { title: 'Startseite', href: '/' },
        { title: 'Startseite (Englisch)', href: '/en' },
      ],
    });
    expect(hrefsOf(locationsOfDocument('homePage'))).toEqual(['/', '/en']);
  });

  it('lead a landing page and a case study to their own pages by slug, in both languages', () => {
    const landing = { title: { de: 'Kampagne' }, slug: { current: 'arztpraxen' } };
    expect(locationsShownFor(locations.landingPage!, 'landingPage-x', landing)).toEqual({
      locations: [
        { title: 'Kampagne', href: '/l/arztpraxen' },
        { title: 'Kampagne (Englisch)', href: '/en/l/arztpraxen' },
      ],
    });
    const study = { title: { de: 'Fall' }, slug: { current: 'weber' } };
    expect(hrefsOf(locationsShownFor(locations.caseStudy!, 'caseStudy-x', study))).toEqual([
      '/fallstudien/weber',
      '/en/fallstudien/weber',
    ]);
    expect(locationsShownFor(locations.caseStudy!, 'caseStudy-x', {})).toBeNull();
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
  /** The resolver whose route matches `path`, and the route's parameters (`:slug`). */
  function resolverOf(path: string) {
    for (const resolver of mainDocuments) {
      for (const route of [resolver.route].flat()) {
        const pattern = new RegExp(`^${route.replace(/:(\w+)/g, '(?<$1>[^/]+)')}$`);
        const match = pattern.exec(path);
        if (match) return { resolver, routeParams: match.groups ?? {} };
      }
    }
    return undefined;
  }

  // Presentation's own query for a resolver with a filter, run over the seed dataset.
  async function mainDocumentOf(path: string) {
    const found = resolverOf(path);
    if (!found || typeof found.resolver.filter !== 'string') return undefined;
    const query = parse(`*[${found.resolver.filter}][0]{_id, _type}`);
    const params = { ...found.routeParams, ...(found.resolver.params as Record<string, string>) };
    const result = await evaluate(query, { dataset: seedDocuments, params });
    return (await result.get()) as { _id: string; _type: string } | null;
  }

  it.each([...prerenderedPaths, ...seedContentPaths])(
    'open an existing document for %s',
    async (path) => {
      const document = await mainDocumentOf(path);
      expect(document, `no main document for ${path}`).toBeTruthy();
      expect(documentTypes).toContain(document!._type);
    },
  );

  it('open each page’s own document, the same in German and in English', async () => {
    expect(await mainDocumentOf('/en')).toEqual({ _id: 'homePage', _type: 'homePage' });
    expect(await mainDocumentOf('/journey')).toEqual({ _id: 'journeyPage', _type: 'journeyPage' });
    expect(await mainDocumentOf('/en/impressum')).toEqual({ _id: 'impressum', _type: 'legalPage' });
    expect(await mainDocumentOf('/datenschutz')).toEqual({
      _id: 'datenschutz',
      _type: 'legalPage',
    });
    expect(await mainDocumentOf('/en/l/arztpraxen')).toEqual({
      _id: 'landingPage-arztpraxen',
      _type: 'landingPage',
    });
    expect(await mainDocumentOf('/fallstudien/autohaus-lindner')).toEqual({
      _id: 'caseStudy-lindner',
      _type: 'caseStudy',
    });
    expect(await mainDocumentOf('/l/gibt-es-nicht')).toBeNull();
  });

  it('know no route the site does not have', () => {
    const routes = mainDocuments.flatMap(({ route }) => [route].flat());
    const known = [...prerenderedPaths, ...seedContentPaths];
    const matchesAPage = (route: string) =>
      known.some((path) => new RegExp(`^${route.replace(/:(\w+)/g, '[^/]+')}$`).test(path));
    expect(routes.filter((route) => !matchesAPage(route))).toEqual([]);
  });
});
