import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createContentClient } from '../content/client';
import { i18n } from '../i18n/i18n';
import { readHydrationData } from './hydrationData';
import { InspectorProvider, loadInspector } from './inspector';
import { nextTask } from './nextTask';
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
  if (!container.firstElementChild) {
    createRoot(container).render(app);
    return;
  }
  // Preact hydrates the page in one pass, where React's transitions took it in slices: in a task
  // of its own, after the one that evaluated the app's code, neither holds the main thread long.
  await nextTask();
  hydrateRoot(container, app);
}
