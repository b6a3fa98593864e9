import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { privateValues, scanFolders, secretsIn } from '../../scripts/gates/secretScan';

// Keys are assembled here rather than written out, so this file is no finding of any scanner.
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const supabaseJwt = (role: string) =>
  [
    base64url({ alg: 'HS256', typ: 'JWT' }),
    base64url({ iss: 'supabase', ref: 'abcdefghijklmnop', role, iat: 1700000000, exp: 2000000000 }),
    'c2lnbmF0dXJlLW9mLXRoZS10b2tlbg',
  ].join('.');
const pemKey = (label: string) =>
  [`-----BEGIN ${label}-----`, 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC', `-----END ${label}-----`].join(
    '\n',
  );
const bundle = (secret: string) => `const config={url:"https://x.supabase.co",key:"${secret}"};`;

/** A Vapi public key: a UUID, meant for the browser. */
const VAPI_PUBLIC_KEY = '3f1c2e4a-7b8d-4e9f-a0b1-c2d3e4f5a6b7';
const none = new Map<string, string>();

describe('the secret scan', () => {
  it('finds a Supabase service-role JWT', () => {
    expect(secretsIn(bundle(supabaseJwt('service_role')), none)).toEqual([
      'Supabase service-role JWT',
    ]);
  });

  it('finds PEM private keys of any kind', () => {
    expect(secretsIn(bundle(pemKey('PRIVATE KEY')), none)).toEqual(['PEM PRIVATE KEY']);
    expect(secretsIn(pemKey('RSA PRIVATE KEY'), none)).toEqual(['PEM RSA PRIVATE KEY']);
    expect(secretsIn(pemKey('OPENSSH PRIVATE KEY'), none)).toEqual(['PEM OPENSSH PRIVATE KEY']);
  });

  it('finds Supabase secret keys but not publishable ones', () => {
    expect(secretsIn(bundle(`sb_secret_${'N7xq'.repeat(8)}`), none)).toEqual([
      'Supabase secret key (sb_secret_)',
    ]);
    expect(secretsIn(bundle(`sb_publishable_${'N7xq'.repeat(8)}`), none)).toEqual([]);
  });

  it('does not flag the public keys a bundle is meant to carry', () => {
    const text = [supabaseJwt('anon'), VAPI_PUBLIC_KEY, pemKey('PUBLIC KEY')].map(bundle).join('');
    expect(secretsIn(text, privateValues({ VITE_VAPI_PUBLIC_KEY: VAPI_PUBLIC_KEY }))).toEqual([]);
  });

  it('finds the value of a non-public variable named like a secret, naming only the variable', () => {
    const values = privateValues({
      VAPI_PRIVATE_KEY: 'a6b7c2d3-private-e4f5',
      SUPABASE_SERVICE_ROLE_KEY: 'service-role-key-value',
      DB_PASSWORD: 'correct horse battery',
      DEPLOY_TOKEN: 'tok-123456789',
      VITE_SUPABASE_ANON_KEY: 'public-anon-key',
      SHORT_SECRET: 'true',
      SANITY_DATASET: 'production',
    });
    expect([...values.keys()]).toEqual([
      'VAPI_PRIVATE_KEY',
      'SUPABASE_SERVICE_ROLE_KEY',
      'DB_PASSWORD',
      'DEPLOY_TOKEN',
    ]);
    expect(secretsIn(bundle('public-anon-key production true'), values)).toEqual([]);
    expect(secretsIn(bundle('x correct horse battery x'), values)).toEqual([
      'value of DB_PASSWORD',
    ]);
  });

  it('scans every file in the folders, nested too', () => {
    const root = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(root, 'client', 'assets'), { recursive: true });
    mkdirSync(join(root, 'server'));
    writeFileSync(join(root, 'client', 'index.html'), '<h1>Start</h1>');
    writeFileSync(join(root, 'client', 'assets', 'a.js'), bundle(supabaseJwt('service_role')));
    writeFileSync(join(root, 'server', 'entry.js'), bundle(pemKey('EC PRIVATE KEY')));
    const result = scanFolders([join(root, 'client'), join(root, 'server')], none);
    expect(result.files).toBe(3);
    expect(result.findings).toEqual([
      { file: join(root, 'client', 'assets', 'a.js'), kind: 'Supabase service-role JWT' },
      { file: join(root, 'server', 'entry.js'), kind: 'PEM EC PRIVATE KEY' },
    ]);
  });
});
