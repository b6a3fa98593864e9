/**
 * The site's languages: German at the root of the site, English under /en (web/src/lib/paths.ts).
 * A module without imports, so the server and the build scripts can read it without i18next.
 */
export const languages = ['de', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'de';
