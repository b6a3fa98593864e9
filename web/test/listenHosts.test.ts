import { createServer } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  exposureWarning,
  isLoopback,
  listenHostsOf,
  listenOnHosts,
  LOOPBACK_HOSTS,
} from '../server/listenHosts';

const accepts = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('where npm start listens', () => {
  it('on the loopback addresses unless HOST names others', () => {
    expect(listenHostsOf({})).toEqual(['127.0.0.1', '::1']);
    expect(listenHostsOf({ HOST: '  ' })).toEqual(['127.0.0.1', '::1']);
    expect(listenHostsOf({ HOST: '0.0.0.0' })).toEqual(['0.0.0.0']);
  });

  it('tells loopback addresses from the others', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', '::1', '[::1]', 'localhost', 'LOCALHOST'])
      expect(isLoopback(host)).toBe(true);
    for (const host of ['0.0.0.0', '::', '192.168.1.5', 'fd00::2', 'example.com'])
      expect(isLoopback(host)).toBe(false);
  });

  it('warns when HOST exposes stand-ins that take writes, and only then', () => {
    const standIns = ['EmailJS mailbox: .local/mailbox/'];
    expect(exposureWarning([...LOOPBACK_HOSTS], standIns)).toBeUndefined();
    expect(exposureWarning(['0.0.0.0'], [])).toBeUndefined();
    const warning = exposureWarning(['0.0.0.0'], standIns);
    expect(warning).toContain('HOST=0.0.0.0');
    expect(warning).toContain('without authentication (EmailJS mailbox: .local/mailbox/)');
  });

  it('one server answers on 127.0.0.1 and on ::1, at one port', async () => {
    const server = createServer((_req, res) => res.end('ok'));
    const { port } = await listenOnHosts(server, 0, [...LOOPBACK_HOSTS]);
    // A machine without IPv6 has no ::1 to listen on.
    const hasIpv6Loopback = Object.values(networkInterfaces()).some((addresses) =>
      addresses?.some(({ address }) => address === '::1'),
    );
    try {
      for (const host of hasIpv6Loopback ? ['127.0.0.1', '[::1]'] : ['127.0.0.1'])
        expect(await (await fetch(`http://${host}:${port}/`)).text()).toBe('ok');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    expect(await accepts('127.0.0.1', port)).toBe(false);
  });

  it('skips an address this machine does not have, and fails on a taken port', async () => {
    const server = createServer();
    // From a range reserved for documentation (RFC 5737), which no interface here has.
    const { port } = await listenOnHosts(server, 0, ['127.0.0.1', '203.0.113.254']);
    expect(await accepts('127.0.0.1', port)).toBe(true);
    const second = createServer();
    await expect(listenOnHosts(second, port, ['127.0.0.1'])).rejects.toMatchObject({
      code: 'EADDRINUSE',
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
