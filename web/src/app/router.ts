/**
 * The router the browser runs the site with (web/src/entry-server.tsx prerenders with its static
 * twin, which the browser runs once too: ./startApp.tsx loads a built page's data with it).
 */
export {
  createBrowserRouter,
  createStaticHandler,
  matchRoutes,
  RouterProvider,
} from 'react-router-dom';
