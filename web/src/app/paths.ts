/** Paths the build prerenders to static HTML (/services is a redirect, see server/site.ts). */
export const prerenderedPaths = [
  '/',
  '/journey',
  '/analytics',
  '/about',
  '/impressum',
  '/datenschutz',
];

/** A path no route owns: its prerendered HTML is the site's 404 page. */
export const notFoundPath = '/404';
