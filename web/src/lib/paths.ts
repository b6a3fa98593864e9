import { defaultLanguage, languages, type Language } from '../i18n/languages';

/**
 * Every path of the site in one place: the routes (app/routes.tsx), the links of header, footer,
 * pages and the consent dialog, the prerender and sitemap, and the server's redirects read it.
 * These are the German paths; the English page of each lives under /en (see localizedPath).
 * Link targets in the content (navigation, legal texts) are written the same way, as German
 * paths, and the page localises them, so editors keep one target per link.
 */
export const paths = {
  home: '/',
  journey: '/journey',
  analytics: '/analytics',
  about: '/about',
  impressum: '/impressum',
  privacy: '/datenschutz',
  industries: '/branchen',
  caseStudies: '/fallstudien',
  trust: '/vertrauen',
} as const;

/** A path as a route segment below its language's root (`/journey` → `journey`). */
export const segmentOf = (path: string) => path.slice(1);

/** The path prefix of each language: German at the root, English under /en. */
export const languagePrefix: Readonly<Record<Language, string>> = { de: '', en: '/en' };

/** A path of this site (`/journey`, `/#contact`), not `https:`, `mailto:` or `//host`. */
export const isSitePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/**
 * A site path (German, as in `paths` or the content) in a language: `/journey?station=1` →
 * `/en/journey?station=1`, `/` → `/en`, `/#contact` → `/en#contact`. Anything that is not a
 * site path (`https:`, `mailto:`, `//host`) is returned as it is.
 */
export function localizedPath(path: string, language: Language): string {
  const prefix = languagePrefix[language];
  if (!prefix || !isSitePath(path)) return path;
  const rest = path.replace(/^\/(?=[?#]|$)/, '');
  return prefix + rest;
}

/** The language a pathname belongs to. */
export function languageOfPath(pathname: string): Language {
  return (
    languages.find((language) => {
      const prefix = languagePrefix[language];
      return prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? defaultLanguage
  );
}

/** A pathname without its language prefix: `/en/journey` → `/journey`, `/en` → `/`. */
export function unlocalizedPath(pathname: string): string {
  const prefix = languagePrefix[languageOfPath(pathname)];
  return pathname.slice(prefix.length) || '/';
}

/**
 * Whether a page made from content may have this slug: one path segment of lower-case letters
 * and digits, single hyphens between (`zahnarztpraxis-weber`). Held where a slug is written (the
 * Studio's rule, studio/schemaTypes/documents/proof.ts; the local Content Lake,
 * web/local-stack/mutations.ts) and where it is read (the build, web/src/entry-server.tsx; the
 * links to a page): content written around both, through the API, must not stop the build.
 */
export const isPageSlug = (slug: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug);

/** What the Studio and the local Content Lake say of a slug that is not one. */
export const PAGE_SLUG_RULE =
  'Nur Kleinbuchstaben, Ziffern und Bindestriche, z. B. „zahnarztpraxis-weber“.';

/** A landing page's path (studio/schemaTypes/documents/landingPage.ts): `/l/<slug>`. */
export const landingPagePath = (slug: string) => `/l/${slug}`;

/** A case study's own page (studio/schemaTypes/documents/proof.ts): `/fallstudien/<slug>`. */
export const caseStudyPath = (slug: string) => `${paths.caseStudies}/${slug}`;

/** The route segments of the pages made from content: `l/:slug`, `fallstudien/:slug`. */
export const contentRoutes = {
  landingPage: segmentOf(landingPagePath(':slug')),
  caseStudy: segmentOf(caseStudyPath(':slug')),
} as const;

/** The pages of fixed routes the build prerenders to static HTML, in every language. */
export const prerenderedPaths: readonly string[] = languages.flatMap((language) =>
  Object.values(paths).map((path) => localizedPath(path, language)),
);

/** The slugs of the pages made from content (contentPathsQuery in web/src/content/queries.ts). */
export type ContentSlugs = { landingPages: readonly string[]; caseStudies: readonly string[] };

/** The pages made from content the build prerenders too, in every language. */
export const contentPagePaths = ({ landingPages, caseStudies }: ContentSlugs): string[] =>
  languages.flatMap((language) =>
    [...landingPages.map(landingPagePath), ...caseStudies.map(caseStudyPath)].map((path) =>
      localizedPath(path, language),
    ),
  );

/** A path no route owns, per language: its prerendered HTML is that language's 404 page. */
export const notFoundPaths: Readonly<Record<Language, string>> = {
  de: '/404',
  en: localizedPath('/404', 'en'),
};

/** Old pages that live on elsewhere, as German paths: each language's route redirects. */
export const movedPages: Readonly<Record<string, string>> = { '/services': paths.journey };

/** The moved pages in every language (a permanent redirect, see server/redirects.ts). */
export const movedPaths: Readonly<Record<string, string>> = Object.fromEntries(
  languages.flatMap((language) =>
    Object.entries(movedPages).map(([from, to]) => [
      localizedPath(from, language),
      localizedPath(to, language),
    ]),
  ),
);
