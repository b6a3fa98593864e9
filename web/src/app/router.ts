/** The router the browser runs the site with (web/src/entry-server.tsx prerenders with its static twin). */
export { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
