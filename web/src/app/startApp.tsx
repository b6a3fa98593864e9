import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { HydrationState, RouteObject } from 'react-router-dom';
import { createBrowserContentClient } from './browserContentClient';
import { previewStudioUrl } from '../preview/previewMode';
import { HydrationRoot } from '../lib/hydration';
import { holdHashTargetOfLoad } from '../lib/hashTarget';
import { createBrowserRouter, createStaticHandler, matchRoutes, RouterProvider } from './router';
import { readHydrationData } from './hydrationData';
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

/**
 * The data the page was prerendered with: its routes' loaders run as the prerender ran them
 * (web/src/entry-server.tsx), on the content the build published beside the page
 * (../content/snapshot.ts). The page's HTML carries none of it, so the first paint waits for no
 * byte of it. A deleted landing page's address gets the not-found data the server's 404 page was
 * rendered with; an address that redirects gets none, and the router follows it.
 */
async function prerenderedData(routes: RouteObject[]): Promise<HydrationState | undefined> {
  // A page of preview mode carries the drafts it was rendered from.
  const carried = readHydrationData();
  if (carried) return carried;
  const context = await createStaticHandler(routes).query(new Request(window.location.href));
  if (context instanceof Response) return undefined;
  return { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors };
}

/** Hydrates the prerendered page (or renders the dev server's empty shell). */
export async function startApp() {
  // An address with a hash (`/#contact`): its place stays in view while the page settles.
  holdHashTargetOfLoad();
  const routes = createRoutes(createBrowserContentClient(window.location.origin));
  const [hydrationData] = await Promise.all([prerenderedData(routes), loadInitialRoutes(routes)]);
  await nextTask();
  const router = createBrowserRouter(routes, { hydrationData });
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
