import { afterFirstContentfulPaint } from './app/afterFirstPaint';
import './styles/global.css';

const startApp = () => void import('./app/startApp').then((app) => app.startApp());

// A prerendered page is complete: it paints first, and only then is the app's JavaScript
// evaluated and hydrated, so a slow phone shows the content without waiting for the scripts.
// The dev server's empty shell has nothing to paint and renders at once.
if (document.getElementById('root')?.firstElementChild) afterFirstContentfulPaint(startApp);
else startApp();
