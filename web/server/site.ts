import { createServer, type Server } from 'node:http';
import type { SiteEnv } from './env.ts';
import { createLocalStack, type LocalStack } from './localStack.ts';
import { clientDist, seedDir } from './paths.ts';
import { redirects } from './redirects.ts';
import { siteSecurityHeaders } from './securityHeaders.ts';
import { createStaticFiles } from './staticFiles.ts';

/**
 * The production server of `npm start`: the prerendered site plus the local stack, every
 * response with the security headers of this configuration and build (server/securityHeaders.ts).
 */
export function createSiteServer({
  env,
  root = clientDist,
  localStack = createLocalStack({ env, seedDir }),
}: {
  env: SiteEnv;
  root?: string;
  /** Pass one to close it on shutdown (it holds the local database). */
  localStack?: LocalStack;
}): Server {
  const serveStatic = createStaticFiles(root);
  const headers = Object.entries(siteSecurityHeaders(env, root));

  return createServer((req, res) => {
    // Set before any handler runs: its writeHead adds its own headers to these.
    for (const [name, value] of headers) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://site.invalid');
    localStack(req, res)
      .then((handled) => {
        if (handled) return;
        const redirect = redirects[url.pathname];
        if (redirect) {
          res.writeHead(301, { location: redirect + url.search }).end();
        } else if (req.method === 'GET' || req.method === 'HEAD') {
          serveStatic(req, res);
        } else {
          res.writeHead(405, { allow: 'GET, HEAD' }).end();
        }
      })
      .catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('Interner Serverfehler');
      });
  });
}
