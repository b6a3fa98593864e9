import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createContentClient } from '../content/client';
import { i18n } from '../i18n/i18n';
import { readHydrationData } from './hydrationData';
import { InspectorProvider, loadInspector } from './inspector';
import { createRoutes } from './routes';
import './effectTiming';

/** Marks <html data-hydrated> once the page answers to input (end-to-end tests wait for it). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** Hydrates the prerendered page (or renders the dev server's empty shell). */
export async function startApp() {
  const router = createBrowserRouter(createRoutes(createContentClient(window.location.origin)), {
    hydrationData: readHydrationData(),
  });

  const app = (
    <StrictMode>
      <InspectorProvider inspect={await loadInspector()}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
          <HydrationMark />
        </I18nextProvider>
      </InspectorProvider>
    </StrictMode>
  );

  const container = document.getElementById('root')!;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page; input on a part not yet hydrated is replayed after it.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
