import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';
import { SITE_PORT } from './support/ports';

// `npm start` (the server this suite starts with scripts/start.ts) listens on this machine's
// loopback addresses only: its stand-ins take writes without authentication
// (web/server/listenHosts.ts).

/**
 * Whether a TCP connection to host:port is accepted. No time limit of its own: a busy machine
 * must not turn an accepted connection into a refused one. An address of this machine refuses at
 * once; the test's timeout guards against one that never answers.
 */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const loopbackWithIpv6 = Object.values(networkInterfaces())
  .flat()
  .some((address) => address?.internal && address.family === 'IPv6');

test('npm start answers on 127.0.0.1 and ::1', async () => {
  expect(await accepts('127.0.0.1', SITE_PORT)).toBe(true);
  // A machine without IPv6 has no ::1 to listen on.
  expect(await accepts('::1', SITE_PORT)).toBe(loopbackWithIpv6);
});

test("npm start refuses connections to this machine's network addresses", async () => {
  const external = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal && !address.address.startsWith('fe80:'))
    .map((address) => address!.address);
  // This machine reaches the package mirrors, so it has at least one.
  expect(external.length).toBeGreaterThan(0);
  for (const address of external) {
    expect({ address, accepted: await accepts(address, SITE_PORT) }).toEqual({
      address,
      accepted: false,
    });
  }
});
