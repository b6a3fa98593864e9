/**
 * Every path of the site in one place: the routes (app/routes.tsx), the links of header, footer,
 * pages and the consent dialog, the prerender and sitemap, and the server's redirects read it.
 */
export const paths = {
  home: '/',
  journey: '/journey',
  analytics: '/analytics',
  about: '/about',
  impressum: '/impressum',
  privacy: '/datenschutz',
} as const;

/** Paths the build prerenders to static HTML: every page. */
export const prerenderedPaths: readonly string[] = Object.values(paths);

/** A path no route owns: its prerendered HTML is the site's 404 page. */
export const notFoundPath = '/404';

/** Old paths that live on elsewhere (a permanent redirect, see server/redirects.ts). */
export const movedPaths: Readonly<Record<string, string>> = {
  '/services': paths.journey,
};

/** A path as a route segment of the root route (`/journey` → `journey`). */
export const segmentOf = (path: string) => path.slice(1);
