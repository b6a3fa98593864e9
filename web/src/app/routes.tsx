import type { SanityClient } from '@sanity/client';
import { replace, type RouteObject } from 'react-router-dom';
import { homePageQuery, layoutQuery, simplePageQuery } from '../content/queries';
import { defaultLanguage, i18n } from '../i18n/i18n';
import { RootLayout } from '../layout/RootLayout';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteError } from '../pages/RouteError';
import { SimplePage } from '../pages/SimplePage';

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

function orMissing<T>(document: T | null, id: string): T {
  // A missing singleton is an editorial mistake; the error page says so instead of a blank page.
  if (document === null) throw new Error(`Content document "${id}" is missing`);
  return document;
}

export function createRoutes(content: SanityClient): RouteObject[] {
  const params = { lang: defaultLanguage };
  const simplePage = (path: string, id: string): RouteObject => ({
    path,
    element: <SimplePage />,
    loader: async () => orMissing(await content.fetch(simplePageQuery, { ...params, id }), id),
  });

  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Only the dev server starts without prerendered data; it shows nothing until loaded.
      hydrateFallbackElement: <></>,
      loader: () => content.fetch(layoutQuery, params),
      children: [
        {
          // Page errors render inside the layout, so header and footer stay usable.
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              element: <HomePage />,
              loader: async () => orMissing(await content.fetch(homePageQuery, params), 'homePage'),
            },
            { path: 'services', loader: () => replace('/journey') },
            simplePage('journey', 'journeyPage'),
            simplePage('analytics', 'analyticsPage'),
            simplePage('about', 'aboutPage'),
            simplePage('impressum', 'impressum'),
            simplePage('datenschutz', 'datenschutz'),
            {
              path: '*',
              element: <NotFoundPage />,
              loader: () => ({
                seo: { title: i18n.t('notFound.title'), description: i18n.t('notFound.text') },
              }),
            },
          ],
        },
      ],
    },
  ];
}
