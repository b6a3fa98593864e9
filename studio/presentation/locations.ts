import { getPublishedId } from 'sanity';
import {
  defineDocuments,
  defineLocations,
  type DocumentLocation,
  type DocumentLocationResolvers,
  type DocumentLocationsState,
} from 'sanity/presentation';
// The site's own paths and their localising, so the Studio cannot drift from the routes.
import { localizedPath, paths } from '../../web/src/lib/paths.ts';
import { pageDocuments } from '../../web/src/lib/pageDocuments.ts';
import type { Language } from '../../web/src/i18n/languages.ts';
import { singletons } from '../structure';

/** Document types without a page of their own: header, footer and every page's head show them. */
export const typesOnEveryPage = ['navigation', 'siteSettings'];

/** The site's languages, each with what the Studio adds to a page's title for it. */
const languages: { language: Language; titleSuffix: string }[] = [
  { language: 'de', titleSuffix: '' },
  { language: 'en', titleSuffix: ' (Englisch)' },
];

// Title and type come from the desk structure, so a page is listed under the name editors know.
const pages = pageDocuments.map(({ path, documentId }) => {
  const singleton = singletons.find(({ id }) => id === documentId);
  if (!singleton) throw new Error(`The structure has no document "${documentId}" for ${path}`);
  return { path, ...singleton };
});

type Page = (typeof pages)[number];

const locationsOfPage = ({ path, title }: Page): DocumentLocation[] =>
  languages.map(({ language, titleSuffix }) => ({
    title: title + titleSuffix,
    href: localizedPath(path, language),
  }));

/**
 * Pages that show part of another page's document: /about shows the founders of the home page
 * document (aboutPageQuery in web/src/content/queries.ts), so editing them shows on both.
 */
const alsoShownOn: Record<string, string[]> = { homePage: [paths.about] };

/** Where a document is shown, by its id: drafts and versions are shown where it is. */
export function locationsOfDocument(id: string): DocumentLocationsState | null {
  const page = pages.find(({ id: pageId }) => pageId === getPublishedId(id));
  if (!page) return null;
  const others = pages.filter(({ path }) => alsoShownOn[page.id]?.includes(path));
  return { locations: [page, ...others].flatMap(locationsOfPage) };
}

const homePage = pages.find(({ path }) => path === paths.home);
if (!homePage) throw new Error('No document is the home page');

const onEveryPage: DocumentLocationsState = {
  message: 'Erscheint auf allen Seiten',
  locations: locationsOfPage(homePage),
};

const pageTypes = [...new Set(pages.map(({ type }) => type))];

/**
 * Presentation's `resolve.locations`: the pages each document type appears on. Page types are
 * resolved by document id, since one type (legalPage) has a document for each of two pages.
 */
export const locations: DocumentLocationResolvers = Object.fromEntries([
  ...pageTypes.map((type) => [
    type,
    defineLocations({
      select: { id: '_id' },
      resolve: (document) => (document?.id ? locationsOfDocument(document.id) : null),
    }),
  ]),
  ...typesOnEveryPage.map((type) => [type, onEveryPage]),
]);

/** Presentation's `resolve.mainDocuments`: the document a page of the preview opens, per route. */
export const mainDocuments = defineDocuments(
  pages.map(({ path, id, type }) => ({
    route: languages.map(({ language }) => localizedPath(path, language)),
    filter: '_type == $type && _id == $id',
    params: { type, id },
  })),
);
