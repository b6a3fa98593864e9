import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { serializeHydrationData } from './app/hydrationData';
import { createRoutes } from './app/routes';
import { findSeo } from './lib/seo';
import { createContentClient } from './content/client';
import { i18n } from './i18n/i18n';

export { notFoundPath, prerenderedPaths } from './lib/paths';
export { fetchSiteMetadata } from './content/siteMetadata';

export type RenderedPage = {
  status: number;
  html: string;
  title: string;
  description: string;
  hydrationScript: string;
};

/** Renders one path to HTML with its loader data, as the browser will hydrate it. */
export async function renderPage(path: string, contentOrigin: string): Promise<RenderedPage> {
  const handler = createStaticHandler(createRoutes(createContentClient(contentOrigin)));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response)
    throw new Error(`${path} answered ${context.status}, not a page`);
  if (context.errors) {
    throw new Error(`${path} failed to load: ${JSON.stringify(Object.values(context.errors))}`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </I18nextProvider>
    </StrictMode>,
  );
  const seo = findSeo(context.matches.map(({ route }) => context.loaderData[route.id]));
  return {
    status: context.statusCode,
    html,
    title: seo?.title ?? '',
    description: seo?.description ?? '',
    hydrationScript: serializeHydrationData({
      loaderData: context.loaderData,
      actionData: context.actionData,
    }),
  };
}
