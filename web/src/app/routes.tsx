import type { ContentClient } from '../content/client';
import { replace, type RouteObject } from 'react-router-dom';
import {
  aboutPageQuery,
  analyticsPageQuery,
  homePageQuery,
  journeyPageQuery,
  layoutQuery,
  legalPageQuery,
} from '../content/queries';
import { defaultLanguage, i18n } from '../i18n/i18n';
import { RootLayout } from '../layout/RootLayout';
import { AboutPage } from '../pages/about/AboutPage';
import { AnalyticsPage } from '../pages/analytics/AnalyticsPage';
import { HomePage } from '../pages/home/HomePage';
import { JourneyPage } from '../pages/journey/JourneyPage';
import { LegalPage } from '../pages/legal/LegalPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { RouteError } from '../pages/RouteError';

function orMissing<T>(document: T | null, id: string): T {
  // A missing singleton is an editorial mistake; the error page says so instead of a blank page.
  if (document === null) throw new Error(`Content document "${id}" is missing`);
  return document;
}

export function createRoutes(content: ContentClient): RouteObject[] {
  const lang = defaultLanguage;

  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <RouteError />,
      // Only the dev server starts without prerendered data; it shows nothing until loaded.
      hydrateFallbackElement: <></>,
      loader: () => content.fetch(layoutQuery, { lang }),
      children: [
        {
          // Page errors render inside the layout, so header and footer stay usable.
          errorElement: <RouteError />,
          children: [
            {
              index: true,
              element: <HomePage />,
              loader: async () =>
                orMissing(await content.fetch(homePageQuery, { lang }), 'homePage'),
            },
            { path: 'services', loader: () => replace('/journey') },
            {
              path: 'journey',
              element: <JourneyPage />,
              loader: async () =>
                orMissing(await content.fetch(journeyPageQuery, { lang }), 'journeyPage'),
              // The station parameter only scrolls; the content stays the same.
              shouldRevalidate: ({ currentUrl, nextUrl }) =>
                currentUrl.pathname !== nextUrl.pathname,
            },
            {
              path: 'analytics',
              element: <AnalyticsPage />,
              loader: async () =>
                orMissing(await content.fetch(analyticsPageQuery, { lang }), 'analyticsPage'),
            },
            {
              path: 'about',
              element: <AboutPage />,
              loader: async () =>
                orMissing(await content.fetch(aboutPageQuery, { lang }), 'aboutPage'),
            },
            ...['impressum', 'datenschutz'].map((id) => ({
              path: id,
              element: <LegalPage />,
              loader: async () => orMissing(await content.fetch(legalPageQuery, { lang, id }), id),
            })),
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
