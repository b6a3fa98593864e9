import { expect, type BrowserContext, type Response } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clientDist } from '../../server/paths';
import { createHash } from 'node:crypto';
import {
  HOSTING_HEADERS_FILE,
  inlineCodeOfPage,
  securityHeaders,
  type InlineCode,
} from '../../server/securityHeaders';

/** Chromium's console text for a refused load, eval, inline code or a policy it cannot parse. */
const POLICY_MESSAGE = /Content[ -]Security[ -]Policy|Permissions[ -]Policy/i;

/**
 * Every Content-Security-Policy or Permissions-Policy violation the context's pages report from
 * now on: the `securitypolicyviolation` events (with JavaScript) and Chromium's console messages
 * about either policy (with or without).
 */
export async function watchPolicyViolations(context: BrowserContext): Promise<string[]> {
  const reports: string[] = [];
  context.on('console', (message) => {
    if (POLICY_MESSAGE.test(message.text())) reports.push(`console: ${message.text()}`);
  });
  await context.exposeBinding('__reportPolicyViolation', (_source, report: string) => {
    reports.push(`event: ${report}`);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const page = window as unknown as { __reportPolicyViolation(text: string): void };
      page.__reportPolicyViolation(`${event.effectiveDirective} refused ${event.blockedURI}`);
    });
  });
  return reports;
}

/**
 * Runs the steps in the context and fails on any violation its pages report. Checked even when a
 * step failed: a refused load is the likelier cause.
 */
export async function expectNoViolation(context: BrowserContext, steps: () => Promise<void>) {
  const reports = await watchPolicyViolations(context);
  try {
    await steps();
  } finally {
    expect(reports, 'policy violations').toEqual([]);
  }
}

/** The headers a build wrote for static hosts: its server must send exactly these. */
async function hostingHeaders(clientDir: string): Promise<[string, string][]> {
  const file = await readFile(join(clientDir, HOSTING_HEADERS_FILE), 'utf8');
  const [paths, ...lines] = file.trimEnd().split('\n');
  expect(paths).toBe('/*');
  return lines.map((line) => {
    const [, name, value] = /^ {2}([\w-]+): (.+)$/.exec(line) ?? [];
    if (!name || !value) throw new Error(`Not a header line of ${HOSTING_HEADERS_FILE}: ${line}`);
    return [name, value];
  });
}

/**
 * The site's policy (`_headers`) as one page gets it: the hashes of every page's inline code
 * replaced by those of its own (web/server/securityHeaders.ts, pagePolicy).
 */
function ownPolicy(sitePolicy: string, inline: InlineCode) {
  const own = { 'script-src': hashes(inline.scripts), 'style-src': hashes(inline.styles) };
  return sitePolicy
    .split('; ')
    .map((directive) => {
      const [name, ...sources] = directive.split(' ');
      if (!(name! in own)) return directive;
      const others = sources.filter(
        (source) => source !== "'self'" && !source.startsWith("'sha256-"),
      );
      return [name, "'self'", ...own[name as keyof typeof own], ...others].join(' ');
    })
    .join('; ');
}

/** Sources for inline code, in the server's order (by the code's text). */
const hashes = (texts: readonly string[]) =>
  [...new Set(texts)]
    .sort()
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);

/**
 * The response carries the security headers of the build in clientDir, exactly; a page, the
 * policy with its own inline code.
 */
export async function expectSecurityHeaders(response: Response | null, clientDir = clientDist) {
  expect(response).not.toBeNull();
  const headers = await hostingHeaders(clientDir);
  // The names the server module sends (web/test/securityHeaders.test.ts pins them).
  expect(headers.map(([name]) => name)).toEqual(Object.keys(securityHeaders({})));
  const received = response!.headers();
  const isPage = received['content-type']?.startsWith('text/html');
  for (const [name, value] of headers) {
    const expected =
      isPage && name === 'Content-Security-Policy'
        ? ownPolicy(value, inlineCodeOfPage(await response!.text()))
        : value;
    expect(received[name.toLowerCase()], name).toBe(expected);
  }
  expect(received['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(received['content-security-policy']).not.toContain('unsafe-eval');
}
