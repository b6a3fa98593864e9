import { movedPaths } from '../src/lib/paths.ts';

/** Old paths that live on elsewhere: a permanent redirect keeps bookmarks and history clean. */
export const redirects: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(movedPaths).flatMap(([from, to]) => [
    [from, to],
    [`${from}/`, to],
  ]),
);

export const HOSTING_REDIRECTS_FILE = '_redirects';

/** The redirects as a `_redirects` file (Netlify and Cloudflare Pages), the ones `npm start` sends. */
export const hostingRedirectsFile = (rules: Readonly<Record<string, string>>) =>
  Object.entries(rules)
    .map(([from, to]) => `${from} ${to} 301\n`)
    .join('');
