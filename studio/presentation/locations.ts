import { getPublishedId } from 'sanity';
import {
  defineDocuments,
  defineLocations,
  type DocumentLocation,
  type DocumentLocationResolvers,
  type DocumentLocationsState,
} from 'sanity/presentation';
// The site's own paths and their localising, so the Studio cannot drift from the routes.
import {
  caseStudyPath,
  contentRoutes,
  landingPagePath,
  localizedPath,
  paths,
} from '../../web/src/lib/paths.ts';
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
 * Pages that show part of another page's document: the home page's section „Über uns
 * (Kurzvorstellung)“ shows the founders of the about page document (foundersProjection in
 * web/src/content/queries.ts), so editing them shows on both.
 */
const alsoShownOn: Record<string, string[]> = { aboutPage: [paths.home] };

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

/** A page made from content, at its slug's path in both languages. */
const slugPage = (pathOf: (slug: string) => string) =>
  defineLocations({
    select: { title: 'title.de', slug: 'slug.current' },
    resolve: (document) =>
      document?.slug
        ? {
            locations: languages.map(({ language, titleSuffix }) => ({
              title: `${document.title ?? document.slug}${titleSuffix}`,
              href: localizedPath(pathOf(document.slug), language),
            })),
          }
        : null,
  });

/**
 * Proof entries stand in sections of the home page and of landing pages (web/src/sections/):
 * Presentation offers the home page, where the seed shows every kind of them.
 */
const inSections: DocumentLocationsState = {
  message: 'Erscheint in Abschnitten der Startseite und von Landingpages',
  locations: locationsOfPage(homePage),
};
const proofTypes = ['testimonial', 'customer', 'faqEntry', 'sampleConversation'];

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
  ['landingPage', slugPage(landingPagePath)],
  ['caseStudy', slugPage(caseStudyPath)],
  ...proofTypes.map((type) => [type, inSections]),
]);

/** Presentation's `resolve.mainDocuments`: the document a page of the preview opens, per route. */
export const mainDocuments = defineDocuments([
  ...pages.map(({ path, id, type }) => ({
    route: languages.map(({ language }) => localizedPath(path, language)),
    filter: '_type == $type && _id == $id',
    params: { type, id },
  })),
  // Pages made from content, by the slug in their route (`/l/:slug`, `/en/fallstudien/:slug`).
  ...[
    { type: 'landingPage', route: contentRoutes.landingPage },
    { type: 'caseStudy', route: contentRoutes.caseStudy },
  ].map(({ type, route }) => ({
    route: languages.map(({ language }) => localizedPath(`/${route}`, language)),
    // The route's own parameter only: Presentation passes the resolver's params instead of the
    // route's when it has any, so the type stands in the filter.
    filter: `_type == "${type}" && slug.current == $slug`,
  })),
]);
