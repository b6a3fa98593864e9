// The entry of the machine inspector page, which web/vite.config.ts serves at /__machines in the
// dev server only.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { InspectorPage } from './InspectorPage';
import './inspector.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <InspectorPage />
  </StrictMode>,
);
