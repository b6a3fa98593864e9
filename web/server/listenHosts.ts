import type { Server } from 'node:http';
import { createServer, isIP, type AddressInfo, type Server as NetServer } from 'node:net';
import type { SiteEnv } from './env.ts';

/**
 * Where `npm start` listens unless HOST says otherwise: this machine only. The stand-ins
 * (web/local-stack/) take writes without authentication, which nobody on the local network
 * should reach by accident.
 */
export const LOOPBACK_HOSTS = ['127.0.0.1', '::1'] as const;

/** HOST (one address or name, `0.0.0.0` for every interface), else the loopback addresses. */
export const listenHostsOf = (env: SiteEnv): string[] =>
  env.HOST?.trim() ? [env.HOST.trim()] : [...LOOPBACK_HOSTS];

/** Whether only this machine can reach a server listening on `host`. */
export function isLoopback(host: string): boolean {
  const address = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (address === 'localhost' || address.endsWith('.localhost')) return true;
  if (isIP(address) === 4) return address.startsWith('127.');
  return address === '::1' || /^::ffff:127\./.test(address);
}

/**
 * The warning `npm start` prints when HOST opens the server to other machines while stand-ins
 * that take writes without authentication are on; undefined when there is nothing to warn of.
 */
export function exposureWarning(hosts: string[], writableStandIns: string[]): string | undefined {
  const exposed = hosts.filter((host) => !isLoopback(host));
  if (exposed.length === 0 || writableStandIns.length === 0) return undefined;
  return (
    `Warning: HOST=${exposed.join(',')} lets other machines reach this server, and with it ` +
    `the local stand-ins that take writes without authentication (${writableStandIns.join(', ')}). ` +
    'Unset HOST to listen on 127.0.0.1 and ::1 only, or configure the hosted services.'
  );
}

const unavailable = new Set(['EADDRNOTAVAIL', 'EAFNOSUPPORT']);

/**
 * Listens with `server` on `port` at each of `hosts`: the first address takes the port (0: a
 * free one), each further address hands its connections to the same server on that port. An
 * address this machine does not have (no IPv6, say) is skipped; any other error is thrown.
 * Resolves the port; closing the server closes every address.
 */
export async function listenOnHosts(server: Server, port: number, hosts: string[]) {
  const [first, ...others] = hosts;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, first, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const bound = (server.address() as AddressInfo).port;
  const forwarders: NetServer[] = [];
  for (const host of others) {
    const forwarder = createServer((socket) => server.emit('connection', socket));
    try {
      await new Promise<void>((resolve, reject) => {
        forwarder.once('error', reject);
        forwarder.listen(bound, host, () => resolve());
      });
      forwarders.push(forwarder);
    } catch (error) {
      if (!unavailable.has((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
  }
  server.once('close', () => forwarders.forEach((forwarder) => forwarder.close()));
  return { port: bound };
}
