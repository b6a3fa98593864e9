import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serviceOrigins } from '../src/config/origins.ts';
import { resolveServices } from '../src/config/services.ts';
import type { SiteEnv } from './env.ts';

/** Header name -> value, sent on every response of the site. */
export type SecurityHeaders = Record<string, string>;

/** The production hosting configuration the build writes into the client output. */
export const HOSTING_HEADERS_FILE = '_headers';

/** Powerful features the site never uses: off for the site and anything it could embed. */
const FEATURES_OFF = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * Only the services the configuration uses, each at exactly the origins it needs, as
 * web/src/config/ resolves them for the browser bundle built from the same variables.
 * Stand-ins are at the site's own origin ('self'). A half-set service adds nothing (the browser
 * sends nothing to it); an unusable value throws, since the policy could not name its origin and
 * must never carry the value's text.
 */
function serviceSources(env: SiteEnv) {
  const services = resolveServices(env);
  for (const service of Object.values(services)) {
    if (service.mode === 'misconfigured' && service.error.problem === 'invalid') {
      throw service.error;
    }
  }
  const origins = Object.values(serviceOrigins(services));
  return {
    connect: origins.flatMap((service) => service.connect),
    scripts: origins.flatMap((service) => service.scripts),
    images: origins.flatMap((service) => service.images),
    media: origins.flatMap((service) => service.media),
  };
}

const hashSource = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of the inline `<style>` and executable `<script>` elements of the built pages. */
export type InlineCode = { styles: readonly string[]; scripts: readonly string[] };

const noInlineCode: InlineCode = { styles: [], scripts: [] };
const hashesOf = (texts: readonly string[]) => [...new Set(texts)].sort().map(hashSource);

/**
 * The site's Content-Security-Policy. Scripts come from the site itself (and Daily's CDN when the
 * call is configured), and the build's inline scripts (the start script, the one that holds early
 * taps and the first-screen check, web/scripts/startScript.ts) by their hashes: no other inline
 * script, no eval. The structured data is a non-executable `<script type="application/ld+json">`,
 * which script-src does not govern.
 *
 * With `previewFor`, the policy of a page in preview mode (web/server/preview/): the Studio at
 * that origin may frame it, as its Presentation tool does, and style elements may be added at
 * run time, as @sanity/visual-editing's overlays (styled-components) do; the build's style hashes
 * go, since a policy with hashes ignores 'unsafe-inline'. Scripts stay as strict. Only editors
 * with the preview cookie get it; every published page has `frame-ancestors 'none'`.
 */
export function contentSecurityPolicy(
  env: SiteEnv,
  inline: InlineCode = noInlineCode,
  { previewFor }: { previewFor?: string } = {},
): string {
  const services = serviceSources(env);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashesOf(inline.scripts), ...services.scripts],
    // Each <style> element of the build (the <noscript> one in index.html) by its hash.
    previewFor
      ? ['style-src', "'self'", "'unsafe-inline'"]
      : ['style-src', "'self'", ...hashesOf(inline.styles)],
    // The prerendered markup carries style attributes (React's style prop: the orb's hue, the
    // carousel's and the progress bar's transforms). An attribute holds declarations only, no
    // selectors, so it cannot read the page the way an injected style element could.
    ['style-src-attr', "'unsafe-inline'"],
    // Fonts from the site only: the glyphs of a page's headline are bytes the page's head script
    // hands to the browser (web/scripts/headlineFace.ts), which fetches nothing for them.
    ['font-src', "'self'"],
    ['img-src', "'self'", ...services.images],
    ['media-src', "'self'", ...services.media],
    ['connect-src', "'self'", ...services.connect],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', previewFor ?? "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Every header of the site's security policy, for this configuration and build. */
export function securityHeaders(env: SiteEnv, inline: InlineCode = noInlineCode): SecurityHeaders {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, inline),
    // Two years, the usual recommendation; browsers ignore it over plain HTTP (npm start).
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': ['microphone=(self)', ...FEATURES_OFF.map((name) => `${name}=()`)].join(
      ', ',
    ),
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/**
 * The inline `<style>` elements and the executable inline `<script>` elements (those without a
 * src and without a data type such as application/json) of the built HTML files under clientDir.
 */
export function inlineCodeOf(clientDir: string): InlineCode {
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => inlineCodeOfPage(readFileSync(join(clientDir, file), 'utf8')));
  return {
    styles: pages.flatMap(({ styles }) => styles),
    scripts: pages.flatMap(({ scripts }) => scripts),
  };
}

/** The inline code of one page's HTML, as inlineCodeOf finds it in each. */
export function inlineCodeOfPage(html: string): InlineCode {
  const elements = (pattern: RegExp) => [...html.matchAll(pattern)];
  return {
    styles: elements(/<style\b[^>]*>([\s\S]*?)<\/style>/g).map((match) => match[1]!),
    scripts: elements(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)
      .filter(([, attributes]) => !/(^|\s)src=/.test(attributes!) && isExecutable(attributes!))
      .map((match) => match[2]!),
  };
}

/**
 * The policy of one built page, by its HTML: the site's, with the hashes of this page's inline
 * code only. The server sends it with the page (web/server/staticFiles.ts); other files and the
 * hosting `_headers` file keep the site's policy, which names every page's.
 */
export const pagePolicy = (env: SiteEnv) => (html: string) =>
  contentSecurityPolicy(env, inlineCodeOfPage(html));

/** A script element runs when it has no type, a JavaScript type, or type module. */
function isExecutable(attributes: string) {
  const type = /\btype="([^"]*)"/.exec(attributes)?.[1]?.toLowerCase();
  return !type || type === 'module' || type === 'text/javascript';
}

/** The headers for the site built into clientDir: what the server sends and the build writes. */
export const siteSecurityHeaders = (env: SiteEnv, clientDir: string): SecurityHeaders =>
  securityHeaders(env, inlineCodeOf(clientDir));

/** The policy of a preview page of the site built into clientDir, framed by `studioOrigin`. */
export const sitePreviewPolicy = (env: SiteEnv, clientDir: string) => {
  const inline = inlineCodeOf(clientDir);
  return (studioOrigin: string) => contentSecurityPolicy(env, inline, { previewFor: studioOrigin });
};

/** The headers as a `_headers` file (Netlify and Cloudflare Pages): for every path. */
export function hostingHeadersFile(headers: SecurityHeaders): string {
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`);
  return ['/*', ...lines, ''].join('\n');
}
