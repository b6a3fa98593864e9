import type { ContentClient } from '../content/client';
import {
  data,
  Outlet,
  replace,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import {
  aboutPageQuery,
  analyticsPageQuery,
  caseStudiesOverviewQuery,
  caseStudyPageQuery,
  homePageQuery,
  industriesOverviewQuery,
  journeyPageQuery,
  landingPageQuery,
  layoutQuery,
  legalPageQuery,
  trustPageQuery,
} from '../content/queries';
import { i18nFor, languages, type Language } from '../i18n/i18n';
import { LanguageProvider } from '../lib/language';
import { nextTask } from './nextTask';
import { RootLayout } from '../layout/RootLayout';
import { layoutRouteId } from '../layout/layoutContent';
import { RouteError } from '../pages/RouteError';
import { contentRoutes, localizedPath, movedPages, paths, segmentOf } from '../lib/paths';
import type { NotFoundContent } from '../pages/notFound';

/**
 * Each page's component loads with its route, so a page carries no other page's code (the home
 * page no legal text renderer, the legal pages no voice demo). Loaders stay here: they are small,
 * and a navigation starts fetching content while the page's code loads.
 */
const page = {
  home: async () => {
    // The voice demo and the contact form (their machines load on use, lib/codeOnUse.ts) are each
    // evaluated in a task of their own before the page that shows them.
    await import('../features/voice/VoiceDemo');
    await nextTask();
    await import('../features/contact/ContactForm');
    await nextTask();
    return { Component: (await import('../pages/home/HomePage')).HomePage };
  },
  journey: async () => ({ Component: (await import('../pages/journey/JourneyPage')).JourneyPage }),
  analytics: async () => ({
    Component: (await import('../pages/analytics/AnalyticsPage')).AnalyticsPage,
  }),
  about: async () => ({ Component: (await import('../pages/about/AboutPage')).AboutPage }),
  legal: async () => ({ Component: (await import('../pages/legal/LegalPage')).LegalPage }),
  industries: async () => ({
    Component: (await import('../pages/overview/IndustriesPage')).IndustriesPage,
  }),
  caseStudies: async () => ({
    Component: (await import('../pages/overview/CaseStudiesPage')).CaseStudiesPage,
  }),
  trust: async () => ({ Component: (await import('../pages/trust/TrustPage')).TrustPage }),
  landing: async () => ({
    Component: (await import('../pages/landing/LandingPage')).LandingPage,
  }),
  caseStudy: async () => ({
    Component: (await import('../pages/caseStudy/CaseStudyPage')).CaseStudyPage,
  }),
  notFound: async () => ({ Component: (await import('../pages/NotFoundPage')).NotFoundPage }),
};

/**
 * The id of a route of pages made from content: the not-found page the server sends for a slug
 * the build has none for hydrates under it (hydrationDataFor in ./startApp.tsx).
 */
/**
 * Loads again as React Router would, but not on a navigation that changes the search alone
 * (`/journey?station=2`: it only scrolls), so no fetch can fail it. A revalidation (preview's
 * live edits, web/src/preview/visualEditing.ts) keeps its URL and still loads.
 */
const unlessOnlySearchChanged: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

const contentRouteId = (type: keyof typeof contentRoutes, lang: Language) => `${type}-${lang}`;

function orMissing<T>(document: T | null, id: string): T {
  // A missing singleton is an editorial mistake; the error page says so instead of a blank page.
  if (document === null) throw new Error(`Content document "${id}" is missing`);
  return document;
}

/**
 * The same pages in every language: German at the root, English under /en. Each language's
 * loaders ask for its copy, and everything inside renders in its LanguageProvider.
 */
export function createRoutes(content: ContentClient): RouteObject[] {
  return languages.map((language) => languageRoutes(content, language));
}

function languageRoutes(content: ContentClient, lang: Language): RouteObject {
  const t = (key: string, values?: Record<string, string>) => i18nFor[lang].t(key, values);
  /** The not-found page's content, with status 404 (web/src/pages/NotFoundPage.tsx). */
  const notFound = async () => {
    // The company's name, as every other page's title carries it.
    const layout = await content.fetch(layoutQuery, { lang });
    const company = layout.settings?.companyName ?? '';
    return data(
      {
        notFound: true,
        seo: {
          title: { text: t('notFound.title', { company }), lang },
          description: { text: t('notFound.text'), lang },
        },
      } satisfies NotFoundContent,
      { status: 404 },
    );
  };
  return {
    path: localizedPath(paths.home, lang),
    element: (
      <LanguageProvider language={lang}>
        <Outlet />
      </LanguageProvider>
    ),
    children: [
      {
        id: layoutRouteId(lang),
        element: <RootLayout />,
        errorElement: <RouteError />,
        // Only the dev server starts without prerendered data; it shows nothing until loaded.
        hydrateFallbackElement: <></>,
        loader: () => content.fetch(layoutQuery, { lang }),
        shouldRevalidate: unlessOnlySearchChanged,
        children: [
          {
            // Page errors render inside the layout, so header and footer stay usable.
            errorElement: <RouteError />,
            children: [
              {
                index: true,
                lazy: page.home,
                loader: async () =>
                  orMissing(await content.fetch(homePageQuery, { lang }), 'homePage'),
              },
              ...Object.entries(movedPages).map(([from, to]) => ({
                path: segmentOf(from),
                loader: () => replace(localizedPath(to, lang)),
              })),
              {
                path: segmentOf(paths.journey),
                lazy: page.journey,
                loader: async () =>
                  orMissing(await content.fetch(journeyPageQuery, { lang }), 'journeyPage'),
                shouldRevalidate: unlessOnlySearchChanged,
              },
              {
                path: segmentOf(paths.analytics),
                lazy: page.analytics,
                loader: async () =>
                  orMissing(await content.fetch(analyticsPageQuery, { lang }), 'analyticsPage'),
              },
              {
                path: segmentOf(paths.about),
                lazy: page.about,
                loader: async () =>
                  orMissing(await content.fetch(aboutPageQuery, { lang }), 'aboutPage'),
              },
              // The legal documents' ids are their (German) paths.
              ...[paths.impressum, paths.privacy].map(segmentOf).map((id) => ({
                path: id,
                lazy: page.legal,
                loader: async () =>
                  orMissing(await content.fetch(legalPageQuery, { lang, id }), id),
              })),
              {
                path: segmentOf(paths.industries),
                lazy: page.industries,
                loader: async () =>
                  orMissing(
                    await content.fetch(industriesOverviewQuery, { lang }),
                    'industriesOverview',
                  ),
              },
              {
                path: segmentOf(paths.caseStudies),
                lazy: page.caseStudies,
                loader: async () =>
                  orMissing(
                    await content.fetch(caseStudiesOverviewQuery, { lang }),
                    'caseStudiesOverview',
                  ),
              },
              {
                path: segmentOf(paths.trust),
                lazy: page.trust,
                loader: async () =>
                  orMissing(await content.fetch(trustPageQuery, { lang }), 'trustPage'),
              },
              // Pages made from content: a slug the content does not have is not found (404).
              {
                id: contentRouteId('landingPage', lang),
                path: contentRoutes.landingPage,
                lazy: page.landing,
                loader: async ({ params }) =>
                  (await content.fetch(landingPageQuery, { lang, slug: params.slug ?? '' })) ??
                  notFound(),
              },
              {
                id: contentRouteId('caseStudy', lang),
                path: contentRoutes.caseStudy,
                lazy: page.caseStudy,
                loader: async ({ params }) =>
                  (await content.fetch(caseStudyPageQuery, { lang, slug: params.slug ?? '' })) ??
                  notFound(),
              },
              // A page no route owns: the not-found page, answered with status 404.
              { path: '*', lazy: page.notFound, loader: notFound },
            ],
          },
        ],
      },
    ],
  };
}
