import { afterFirstContentfulPaint } from './app/afterFirstPaint';
import './styles/global.css';

// Evaluating all of the app's code at once would be one long task on a slow phone, so the
// renderer (Preact behind 'react-dom', see preact.ts) is evaluated first in a task of its own.
const startApp = () =>
  void import('react-dom/client')
    .then(() => import('./app/startApp'))
    .then((app) => app.startApp());

// A prerendered page is complete: it paints first, and only then is the app's JavaScript
// evaluated and hydrated, so a slow phone shows the content without waiting for the scripts.
// The dev server's empty shell has nothing to paint and renders at once.
if (document.getElementById('root')?.firstElementChild) afterFirstContentfulPaint(startApp);
else startApp();
