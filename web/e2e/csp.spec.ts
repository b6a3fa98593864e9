import type { BrowserContext, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readMailbox } from '../local-stack/mailboxEndpoint';
import { clientDist, webRoot } from '../server/paths';
import { HOSTING_HEADERS_FILE } from '../server/securityHeaders';
import { prerenderedPaths } from '../src/lib/paths';
import de from '../src/i18n/de.json' with { type: 'json' };
import { installDailyMediaServersDouble } from './support/dailyMediaServersDouble';
import {
  becomeReturningVisitor,
  endCallButton,
  orbButton,
  orbName,
  callStatus,
  voiceSiteOrigin,
  fakeMicrophoneLaunchOptions,
} from './support/voiceSite';
import { serveSiteWithOwnMailbox, type MailboxSite } from './support/mailboxSite';

// The site under its security headers: every page, a whole (stubbed) call and a contact message,
// with no Content-Security-Policy or Permissions-Policy violation reported by Chromium.

test.use({ launchOptions: fakeMicrophoneLaunchOptions('answered yes') });

/** Chromium's console text for a refused load, eval, inline code or a policy it cannot parse. */
const POLICY_MESSAGE = /Content[ -]Security[ -]Policy|Permissions[ -]Policy/i;

/**
 * Runs the steps in the context and fails on any violation its pages report: the
 * `securitypolicyviolation` events (with JavaScript) and Chromium's console messages about either
 * policy (with or without). Checked even when a step failed: a refused load is the likelier cause.
 */
async function expectNoViolation(context: BrowserContext, steps: () => Promise<void>) {
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
  try {
    await steps();
  } finally {
    expect(reports, 'policy violations').toEqual([]);
  }
}

/** Where variantServer.ts builds the Vapi-configured site. */
const voiceClientDir = join(webRoot, 'dist', 'voice', 'client');

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

async function expectSecurityHeaders(response: Response | null, clientDir = clientDist) {
  expect(response).not.toBeNull();
  const headers = await hostingHeaders(clientDir);
  expect(headers.map(([name]) => name)).toEqual([
    'Content-Security-Policy',
    'Strict-Transport-Security',
    'X-Content-Type-Options',
    'Referrer-Policy',
    'Permissions-Policy',
    'Cross-Origin-Opener-Policy',
  ]);
  const received = response!.headers();
  for (const [name, value] of headers) expect(received[name.toLowerCase()], name).toBe(value);
  expect(received['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(received['content-security-policy']).not.toContain('unsafe-eval');
}

const pages = [...prerenderedPaths, '/gibt-es-nicht'];

// Without JavaScript the <noscript> style element applies: it needs its hash in style-src.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    for (const path of pages) {
      test(`${path} loads under its headers without a violation`, async ({ context }) => {
        await expectNoViolation(context, async () => {
          const page = await context.newPage();
          const response = await page.goto(path, { waitUntil: 'networkidle' });
          expect(response?.status()).toBe(path === pages.at(-1) ? 404 : 200);
          await expectSecurityHeaders(response);
        });
      });
    }
  });
}

test('a client-side navigation reads its content without a violation', async ({ context }) => {
  await expectNoViolation(context, async () => {
    const page = await context.newPage();
    await page.goto('/about', { waitUntil: 'networkidle' });
    // The next page's content comes from the build's content snapshot (src/content/snapshot.ts).
    const content = page.waitForResponse((response) => response.url().includes('/content/'));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    expect((await content).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Impressum');
  });
});

test('a whole call on the Vapi-configured build reports no violation', async ({ context }) => {
  // The first click loads the SDK's chunk and Daily's call machine: seconds on a busy machine.
  test.slow();
  await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
  await becomeReturningVisitor(context);
  await expectNoViolation(context, async () => {
    const page = await context.newPage();
    const double = await installDailyMediaServersDouble(page);
    const response = await page.goto(voiceSiteOrigin, { waitUntil: 'networkidle' });
    await expectSecurityHeaders(response, voiceClientDir);

    await orbButton(page).click();
    await expect(callStatus(page)).toHaveText(de.voiceDemo.status.listening, { timeout: 15_000 });
    await endCallButton(page).click();
    await expect(orbButton(page)).toHaveAccessibleName(orbName(de.voice.orbStart));
    expect(double.bundleLoads).toBe(1);
    expect(double.refused).toEqual([]);
  });
});

test.describe('the contact form', () => {
  let site: MailboxSite;

  test.beforeAll(async () => {
    site = await serveSiteWithOwnMailbox();
  });

  test.afterAll(async () => {
    await site.close();
  });

  test('sends a message without a violation', async ({ context }) => {
    await expectNoViolation(context, async () => {
      const page = await context.newPage();
      const token = randomUUID();
      await expectSecurityHeaders(await page.goto(`${site.origin}/#contact`));
      const form = page.locator('form.contact-form');
      await form.getByLabel('Name', { exact: true }).fill('Anna Beispiel');
      await form.getByLabel('E-Mail', { exact: true }).fill('anna@example.de');
      await form.getByLabel('Nachricht', { exact: true }).fill(`Bitte rufen Sie an. ${token}`);
      await form.locator('button[type="submit"]').click();
      await expect(form.getByRole('status')).toHaveText(
        'Nachricht erfolgreich gesendet! Wir melden uns bald bei Ihnen.',
      );
      const mail = await readMailbox(site.mailboxDir);
      expect(
        mail.filter(({ templateParams }) => String(templateParams.message).includes(token)),
      ).toHaveLength(1);
    });
  });
});
