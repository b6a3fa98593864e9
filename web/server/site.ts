import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { SiteEnv } from './env.ts';
import { clientDist } from './paths.ts';
import { redirects } from './redirects.ts';
import { siteSecurityHeaders } from './securityHeaders.ts';
import { createStaticFiles } from './staticFiles.ts';

/** Answers the requests it owns (resolving true) and leaves the rest to the site (false). */
export type ExtraHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

const noExtraHandler: ExtraHandler = async () => false;

/**
 * The production server of `npm start`: the prerendered site, every response with the security
 * headers of this configuration and build (server/securityHeaders.ts). `localStack` puts the
 * stand-ins for hosted services in front (web/local-stack/), which `npm start` does and a
 * production host does not need.
 */
export function createSiteServer({
  env,
  root = clientDist,
  localStack = noExtraHandler,
}: {
  env: SiteEnv;
  root?: string;
  localStack?: ExtraHandler;
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
