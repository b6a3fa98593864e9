import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router-dom';
import { createBrowserContentClient } from './browserContentClient';
import { previewStudioUrl } from '../preview/previewMode';
import { HydrationRoot } from '../lib/hydration';
import { readHydrationData } from './hydrationData';
import { createBrowserRouter, matchRoutes, RouterProvider } from './router';
import { InspectorProvider, loadInspector } from '../lib/inspector';
import { showBrandFontFromNextPage } from '../lib/brandFont';
import { nextTask } from './nextTask';
import { siteStylesLoaded } from './siteStyles';
import { createRoutes } from './routes';

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

/** Hydrates the prerendered page (or renders the dev server's empty shell). */
export async function startApp() {
  const routes = createRoutes(createBrowserContentClient(window.location.origin));
  await loadInitialRoutes(routes);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData: readHydrationData() });
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
