import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGroqEndpoint } from '../../local-stack/groqEndpoint';

/** The user the Studio sees as signed in. */
export const STUDIO_USER = {
  id: 'pLocalEditor',
  name: 'Lokale Redaktion',
  email: 'redaktion@example.de',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
  provider: 'sanity',
};

// What Sanity's project API grants an administrator: everything.
const ADMINISTRATOR_GRANTS = [
  { filter: '_id in path("**")', permissions: ['read', 'create', 'history', 'update'] },
];

const API_PATH = /^\/v[\w.-]+\/(.+)$/;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

/**
 * A test double of Sanity's hosted project API, for the Studio's user interface, which cannot
 * start without it: the Studio is started with `SANITY_STUDIO_API_HOST` pointing here
 * (studio/env.ts). The content itself comes from the real local Content Lake stand-in
 * (web/local-stack/groqEndpoint.ts) over the seed, asked with its token as the signed-in Studio
 * would; only what Sanity's account service alone knows (who is signed in, what they may do) is
 * a fixed answer here. Every other request (announcements, feature flags, releases' add-ons) is
 * a 404, which the Studio shows nothing for.
 */
export function createSanityApiDouble(seedDir: string) {
  const token = randomBytes(24).toString('base64url');
  const contentLake = createGroqEndpoint(seedDir, { previewToken: token });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // The Studio's origin, with cookies, as Sanity's API allows its CORS origins.
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const [, route = ''] = API_PATH.exec(new URL(req.url ?? '/', 'http://api').pathname) ?? [];
    if (route === 'users/me') return json(res, 200, STUDIO_USER);
    if (route === 'ping' || route.startsWith('data/ping/')) return json(res, 200, {});
    if (/^projects\/[\w-]+\/datasets\/[\w-]+\/acl$/.test(route))
      return json(res, 200, ADMINISTRATOR_GRANTS);
    req.headers.authorization = `Bearer ${token}`;
    if (await contentLake(req, res)) return;
    json(res, 404, {
      error: { description: `Not in the test double: ${route}`, type: 'notFound' },
    });
  }

  return Object.assign(handle, { close: () => contentLake.close() });
}
