import { nextTask } from './app/nextTask';
import './styles/fonts.css';
import './styles/global.css';

/**
 * Starts the app. The prerendered page has painted before this runs: its start script
 * (web/scripts/startScript.ts) imports this module after the first contentful paint. The
 * libraries the app hydrates with are evaluated first, one chunk per task (see startupChunks in
 * vite.config.ts), so that no single task evaluates all of the app's code. Each step imports a
 * module of the app's, never a library's namespace, which would keep all of that library.
 */
async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('./app/router');
  await nextTask();
  const { startApp } = await import('./app/startApp');
  await nextTask();
  await startApp();
}

void start();
