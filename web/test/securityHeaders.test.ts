import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  hostingHeadersFile,
  inlineCodeOf,
  pagePolicy,
  securityHeaders,
  siteSecurityHeaders,
} from '../server/securityHeaders';

/** Every hosted service configured, Vapi at its own API. */
const hostedEnv = {
  VITE_SANITY_PROJECT_ID: 'abc123xy',
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'public-anon-key',
  VITE_EMAILJS_PUBLIC_KEY: 'public-key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
  VITE_VAPI_PUBLIC_KEY: 'vapi-public-key',
  VITE_VAPI_ASSISTANT_ID: 'assistant',
};

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name!, sources];
    }),
  );

describe('the Content-Security-Policy', () => {
  it('allows only the site itself when every service is the local stand-in', () => {
    expect(contentSecurityPolicy({})).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; " +
        "font-src 'self'; img-src 'self'; media-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('adds exactly the origins of the configured services', () => {
    const policy = directives(contentSecurityPolicy(hostedEnv));
    expect(policy['connect-src']).toEqual([
      "'self'",
      // The sample conversation's player reads its recording to draw the waveform.
      'https://cdn.sanity.io',
      'https://abcdefgh.supabase.co',
      'https://api.emailjs.com',
      'https://api.vapi.ai',
      'https://*.daily.co',
      'wss://*.daily.co',
    ]);
    expect(policy['script-src']).toEqual(["'self'", 'https://c.daily.co']);
    expect(policy['img-src']).toEqual(["'self'", 'https://cdn.sanity.io']);
    // The recordings of sample conversations, files of Sanity documents.
    expect(policy['media-src']).toEqual(["'self'", 'https://cdn.sanity.io']);
  });

  it('names the origin of VITE_VAPI_BASE_URL instead of Vapi’s API', () => {
    const env = { ...hostedEnv, VITE_VAPI_BASE_URL: 'http://127.0.0.1:4349/some/path' };
    const connect = directives(contentSecurityPolicy(env))['connect-src'];
    expect(connect).toContain('http://127.0.0.1:4349');
    expect(connect).not.toContain('https://api.vapi.ai');
  });

  it('leaves out services that are only partly configured (the browser sends nothing to them)', () => {
    const partly = { VITE_EMAILJS_PUBLIC_KEY: 'key', VITE_VAPI_PUBLIC_KEY: 'key' };
    expect(contentSecurityPolicy(partly)).toBe(contentSecurityPolicy({}));
  });

  it('never allows eval or inline scripts, whatever the configuration', () => {
    for (const env of [{}, hostedEnv]) {
      const policy = contentSecurityPolicy(env, { styles: ['p{color:red}'], scripts: ['go()'] });
      expect(policy).not.toContain('unsafe-eval');
      expect(directives(policy)['script-src']).not.toContain("'unsafe-inline'");
      expect(directives(policy)['style-src']).not.toContain("'unsafe-inline'");
    }
  });

  it('allows each inline style element by its SHA-256, once', () => {
    const styles = ['p{color:red}', 'p{color:red}'];
    expect(directives(contentSecurityPolicy({}, { styles, scripts: [] }))['style-src']).toEqual([
      "'self'",
      "'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64='",
    ]);
  });

  it('allows each inline script element by its SHA-256, once, before the services', () => {
    const scripts = ['go()', 'go()'];
    const hash = `'sha256-${createHash('sha256').update('go()').digest('base64')}'`;
    expect(directives(contentSecurityPolicy({}, { styles: [], scripts }))['script-src']).toEqual([
      "'self'",
      hash,
    ]);
    expect(
      directives(contentSecurityPolicy(hostedEnv, { styles: [], scripts }))['script-src'],
    ).toEqual(["'self'", hash, 'https://c.daily.co']);
  });

  it('refuses a configuration that would smuggle text into the header', () => {
    expect(() => contentSecurityPolicy({ VITE_SANITY_PROJECT_ID: "x; script-src *'" })).toThrow(
      'VITE_SANITY_PROJECT_ID',
    );
    expect(() => contentSecurityPolicy({ ...hostedEnv, VITE_SUPABASE_URL: 'not a url' })).toThrow(
      'VITE_SUPABASE_URL',
    );
  });
});

describe('the security headers', () => {
  it('are HSTS, nosniff, the referrer and permissions policies and COOP besides the CSP', () => {
    const headers = securityHeaders({});
    expect(Object.keys(headers)).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]);
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });

  it('allow the microphone for the site itself only and switch other powerful features off', () => {
    const features = securityHeaders({})['Permissions-Policy']!.split(', ');
    expect(features[0]).toBe('microphone=(self)');
    for (const off of ['camera=()', 'geolocation=()', 'payment=()', 'usb=()']) {
      expect(features).toContain(off);
    }
    expect(features.slice(1).filter((feature) => !feature.endsWith('=()'))).toEqual([]);
  });
});

describe('the build’s inline code', () => {
  it('is read from every HTML file, nested or not, and nothing else', () => {
    const root = mkdtempSync(join(tmpdir(), 'styles-'));
    mkdirSync(join(root, 'about'));
    writeFileSync(join(root, 'index.html'), '<noscript><style>a{b:c}</style></noscript>');
    writeFileSync(join(root, 'about', 'index.html'), '<style media="print">\n  d{e:f}\n</style>');
    writeFileSync(join(root, 'about', 'notes.txt'), '<style>g{h:i}</style><script>no()</script>');
    expect(inlineCodeOf(root).styles.toSorted()).toEqual(['\n  d{e:f}\n', 'a{b:c}']);
    expect(siteSecurityHeaders({}, root)).toEqual(
      securityHeaders({}, { styles: ['a{b:c}', '\n  d{e:f}\n'], scripts: [] }),
    );
  });

  it('counts the scripts that run, not those with a src or a data type', () => {
    const root = mkdtempSync(join(tmpdir(), 'scripts-'));
    writeFileSync(
      join(root, 'index.html'),
      [
        '<script data-entry="/assets/a.js">start()</script>',
        '<script type="module">modular()</script>',
        '<script type="application/json" id="data">{"a":1}</script>',
        '<script type="module" src="/assets/b.js"></script>',
        '<script src="/assets/c.js"></script>',
      ].join(''),
    );
    expect(inlineCodeOf(root).scripts).toEqual(['start()', 'modular()']);
  });

  it('of one page gives that page a policy with its own hashes only, however many pages', () => {
    const home = '<style>a{b:c}</style><script>start()</script>';
    const policy = directives(pagePolicy({})(home));
    expect(policy['style-src']).toEqual(["'self'", sha256('a{b:c}')]);
    expect(policy['script-src']).toEqual(["'self'", sha256('start()')]);
    // The rest of the policy is the site's.
    expect(pagePolicy({})(home)).toBe(
      contentSecurityPolicy({}, { styles: ['a{b:c}'], scripts: ['start()'] }),
    );
  });
});

describe('the hosting configuration', () => {
  it('is a _headers file that sends every header on every path', () => {
    expect(hostingHeadersFile({ 'X-One': '1', 'X-Two': 'a; b' })).toBe(
      '/*\n  X-One: 1\n  X-Two: a; b\n',
    );
  });
});
