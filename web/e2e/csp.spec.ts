import { expect, test } from './support/test';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { readMailbox } from '../local-stack/mailboxEndpoint';
import { webRoot } from '../server/paths';
import de from '../src/i18n/de.json' with { type: 'json' };
import { installDailyMediaServersDouble } from './support/dailyMediaServersDouble';
import {
  becomeReturningVisitor,
  endCallButton,
  orbButton,
  orbName,
  callStatus,
  voiceSiteOrigin,
} from './support/voiceSite';
import { serveSiteWithOwnMailbox, type MailboxSite } from './support/mailboxSite';
import { expectNoViolation, expectSecurityHeaders } from './support/securityPolicy';

// The site under its security headers: every page, a whole (stubbed) call and a contact message,
// with no Content-Security-Policy or Permissions-Policy violation reported by Chromium.

/** Where variantServer.ts builds the Vapi-configured site. */
const voiceClientDir = join(webRoot, 'dist', 'voice', 'client');

// Every page under its headers, with JavaScript and without: every-page.spec.ts.

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
    await expect(callStatus(page)).toHaveText(de.voiceDemo.status.listening);
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
      await expect(form.getByRole('status')).toContainText(
        'Nachricht erfolgreich gesendet! Wir melden uns bald bei Ihnen.',
      );
      const mail = await readMailbox(site.mailboxDir);
      expect(
        mail.filter(({ templateParams }) => String(templateParams.message).includes(token)),
      ).toHaveLength(1);
    });
  });
});
