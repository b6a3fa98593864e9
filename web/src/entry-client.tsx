import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { readHydrationData } from './app/hydrationData';
import { InspectorProvider, loadInspector } from './app/inspector';
import { createRoutes } from './app/routes';
import { createContentClient } from './content/client';
import { i18n } from './i18n/i18n';
import './styles/global.css';

const router = createBrowserRouter(createRoutes(createContentClient(window.location.origin)), {
  hydrationData: readHydrationData(),
});

const app = (
  <StrictMode>
    <InspectorProvider inspect={await loadInspector()}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </InspectorProvider>
  </StrictMode>
);

const container = document.getElementById('root')!;
// Prerendered pages hydrate; the dev server's empty shell renders from scratch.
if (container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
