import type { Seo } from '../lib/seo';

// Apart from NotFoundPage.tsx, so that the app's start (web/src/app/startApp.tsx) can tell the
// data of a not-found page without loading the page.

/** What a not-found route loads: its head, and the mark that the page shows this one. */
export type NotFoundContent = { notFound: true; seo: Seo };

/** Whether a page's loader found nothing (a slug the content does not have). */
export const isNotFound = (page: object): page is NotFoundContent => 'notFound' in page;
