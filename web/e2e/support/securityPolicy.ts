import { expect, type BrowserContext, type Response } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clientDist } from '../../server/paths';
import { HOSTING_HEADERS_FILE, securityHeaders } from '../../server/securityHeaders';

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

/** The response carries the security headers of the build in clientDir, exactly. */
export async function expectSecurityHeaders(response: Response | null, clientDir = clientDist) {
  expect(response).not.toBeNull();
  const headers = await hostingHeaders(clientDir);
  // The names the server module sends (web/test/securityHeaders.test.ts pins them).
  expect(headers.map(([name]) => name)).toEqual(Object.keys(securityHeaders({})));
  const received = response!.headers();
  for (const [name, value] of headers) expect(received[name.toLowerCase()], name).toBe(value);
  expect(received['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(received['content-security-policy']).not.toContain('unsafe-eval');
}
