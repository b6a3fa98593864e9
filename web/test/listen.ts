import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a server on a free loopback port; the returned close() ends it with its connections,
 * event streams that a client still holds open included.
 */
export async function listen(
  serverOrHandler: Server | RequestListener,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server =
    typeof serverOrHandler === 'function' ? createServer(serverOrHandler) : serverOrHandler;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** An endpoint of the local stack: it answers a request it owns and resolves whether it did. */
export type Endpoint = (...args: Parameters<RequestListener>) => Promise<boolean>;

/**
 * Serves one endpoint on a throw-away server, as the site server mounts it: a request the
 * endpoint does not own gets `notOwned` (a bare 404 unless given).
 */
export const serveEndpoint = (
  endpoint: Endpoint,
  notOwned: RequestListener = (_req, res) => res.writeHead(404).end(),
) =>
  listen(
    // Idle connections stay until close(): @sanity/client's agent reuses them with no limit of
    // its own and does not repeat a mutation whose connection the server closed meanwhile.
    createServer({ keepAliveTimeout: 0 }, (req, res) => {
      void endpoint(req, res).then((owned) => owned || notOwned(req, res));
    }),
  );
