import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { serializeHydrationData } from './app/hydrationData';
import { HydrationRoot } from './lib/hydration';
import { createRoutes } from './app/routes';
import { findSeo } from './lib/seo';
import { textOf, type LocalizedText } from './lib/LocalizedText';
import { createContentClient, type ContentClient } from './content/client';
import { hasAsset, shareImage, type ContentImage, type ShareImage } from './content/images';
import { recordContent } from './content/snapshot';
import { loadReadOnlySections } from './sections/StaticSection';
import { languages, type Language } from './i18n/i18n';
import {
  contentPagePaths,
  isPageSlug,
  languageOfPath,
  localizedPath,
  PAGE_SLUG_RULE,
  unlocalizedPath,
} from './lib/paths';
import { contentPathsQuery } from './content/queries';

export { notFoundPaths, prerenderedPaths } from './lib/paths';

/**
 * The landing pages and case studies the content has, in every language, for the prerender. A
 * page whose slug is not a page's (./lib/paths.ts) is left out, said in German with the
 * document, and the others build.
 */
export async function fetchContentPagePaths(content: ContentClient) {
  const { landingPages, caseStudies } = await content.fetch(contentPathsQuery);
  const slugs = (list: { _id: string; slug: string | null; title: string | null }[]) =>
    list.flatMap(({ _id, slug, title }) => {
      if (slug === null) return [];
      if (isPageSlug(slug)) return [slug];
      console.warn(
        `Seite ausgelassen: „${title ?? _id}“ (${_id}) hat die Adresse „${slug}“. ${PAGE_SLUG_RULE} Im Studio korrigieren und neu veröffentlichen.`,
      );
      return [];
    });
  return contentPagePaths({ landingPages: slugs(landingPages), caseStudies: slugs(caseStudies) });
}
export { fetchSiteMetadata } from './content/siteMetadata';
export { createContentClient } from './content/client';

/** The prerender's content: read from Sanity or the local endpoint, every result kept for the snapshot. */
export const recordingContentClient = (contentOrigin: string) =>
  recordContent(createContentClient(contentOrigin));

export type RenderedPage = {
  status: number;
  html: string;
  title: string;
  description: string;
  /** The loader data as a JSON script, for a page of preview mode (./app/hydrationData.ts). */
  dataScript: string;
  /** The page's language, and its path in each language (itself included). */
  language: Language;
  alternates: Record<Language, string>;
  /** The page's own share image, if the editor set one; else the site's default applies. */
  shareImage: ShareImage | undefined;
};

/**
 * Renders one path (with its query, if any) to HTML with its loader data, as the browser will
 * hydrate it. An unknown path renders the not-found page with status 404 (its route says so,
 * app/routes.tsx).
 */
export async function renderPage(path: string, content: ContentClient): Promise<RenderedPage> {
  // The read-only sections render at once, as the page's HTML needs them.
  await loadReadOnlySections();
  const handler = createStaticHandler(createRoutes(content));
  const url = new URL(path, 'http://prerender.invalid');
  const context = await handler.query(new Request(url));
  if (context instanceof Response)
    throw new Error(`${path} answered ${context.status}, not a page`);
  if (context.errors) {
    // An error may be any value, an HTTP client's with circular references too: its message.
    const errors = Object.values(context.errors);
    const messages = errors.map((error) =>
      error instanceof Error ? error.message : String(error),
    );
    throw new Error(`${path} failed to load: ${messages.join('; ')}`, { cause: errors[0] });
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <HydrationRoot>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </HydrationRoot>
    </StrictMode>,
  );
  const sitePath = unlocalizedPath(url.pathname);
  const seo = findSeo<ContentImage & { alt: LocalizedText | null }>(
    context.matches.map(({ route }) => context.loaderData[route.id]),
  );
  return {
    status: context.statusCode,
    html,
    title: textOf(seo?.title),
    description: textOf(seo?.description),
    dataScript: serializeHydrationData({
      loaderData: context.loaderData,
      actionData: context.actionData,
    }),
    language: languageOfPath(url.pathname),
    alternates: Object.fromEntries(
      languages.map((language) => [language, localizedPath(sitePath, language)]),
    ) as Record<Language, string>,
    shareImage: hasAsset(seo?.image) ? shareImage(seo.image, textOf(seo.image.alt)) : undefined,
  };
}
