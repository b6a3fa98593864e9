import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState, RouteObject } from 'react-router-dom';
import { createBrowserContentClient } from './browserContentClient';
import { previewStudioUrl } from '../preview/previewMode';
import { HydrationRoot } from '../lib/hydration';
import { holdHashTargetOfLoad } from '../lib/hashTarget';
import { readHydrationData } from './hydrationData';
import { createBrowserRouter, matchRoutes, RouterProvider } from './router';
import { InspectorProvider, loadInspector } from '../lib/inspector';
import { showBrandFontFromNextPage } from '../lib/brandFont';
import { nextTask } from './nextTask';
import { siteStylesLoaded } from './siteStyles';
import { createRoutes } from './routes';
import { isNotFound } from '../pages/notFound';

/**
 * The routes of the page being hydrated, with their lazily loaded modules already in place: the
 * router would otherwise render its empty fallback first, which does not match the prerendered
 * page.
 */
async function loadInitialRoutes(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/**
 * The data the page was prerendered with, for the routes this address matches. The server sends
 * its 404 page for any path the build has no page for; where that path is one of a route of pages
 * made from content (a landing page deleted since the link was shared), that route gets the
 * not-found page's data, so that it hydrates the not-found page the server sent.
 */
function hydrationDataFor(routes: RouteObject[]): HydrationState | undefined {
  const data = readHydrationData();
  const leaf = matchRoutes(routes, window.location)?.at(-1)?.route;
  if (!data?.loaderData || !leaf?.id || leaf.id in data.loaderData) return data;
  const notFound = Object.values(data.loaderData as Record<string, object | null>).find(
    (value) => value !== null && typeof value === 'object' && isNotFound(value),
  );
  return notFound ? { ...data, loaderData: { ...data.loaderData, [leaf.id]: notFound } } : data;
}

/** Hydrates the prerendered page (or renders the dev server's empty shell). */
export async function startApp() {
  // An address with a hash (`/#contact`): its place stays in view while the page settles.
  holdHashTargetOfLoad();
  const routes = createRoutes(createBrowserContentClient(window.location.origin));
  await loadInitialRoutes(routes);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: hydrationDataFor(routes) });
  // Creating the router takes a task's worth of time on a slow phone; hydration starts in the next.
  await nextTask();

  const app = (
    <StrictMode>
      <InspectorProvider inspect={await loadInspector()}>
        <HydrationRoot>
          <RouterProvider router={router} />
        </HydrationRoot>
      </InspectorProvider>
    </StrictMode>
  );

  // In preview mode only (web/server/preview/): the Studio's overlays, once the page is up.
  if (previewStudioUrl()) {
    void import('../preview/visualEditing').then(({ startVisualEditing }) =>
      startVisualEditing(router),
    );
  }

  showBrandFontFromNextPage(router);

  const container = document.getElementById('root')!;
  await siteStylesLoaded();
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // As a transition, hydration yields to the browser every few milliseconds; the page's parts in
  // their HydrationBoundary follow one by one (see hydration.tsx).
  startTransition(() => void hydrateRoot(container, app));
}
