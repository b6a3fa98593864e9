import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { seedDocument, type Language, type Localized } from './seed';
import { VAPI_TEST_ASSISTANT_ID, type RecordedVapiCall } from './support/vapiApiStub';
import {
  callPanel,
  isWebCallCreation,
  openAsReturningVisitor,
  orbButton,
  vapiAnswers,
  vapiStubOrigin,
  voiceSiteOrigin,
} from './support/voiceSite';
import { VOICE_SITE_DEMO_PHONE } from './support/voiceSiteSeed';

// The demo call fits the page: a landing page's own greeting, industry and brief travel with the
// call as Vapi's assistant overrides, as the stub of Vapi's API (support/vapiApiStub.ts) received
// them; the home page sends none of its own. And the demo call by phone, where the editors set a
// number (the voice build's content does, support/voiceSiteSeed.ts; the seed does not).

const words = { de, en } as const;
const scenario = seedDocument<{
  demoScenario: { greeting: Localized; industry: Localized; brief: Localized };
}>('landingPage-arztpraxen').demoScenario;
const prefix = (language: Language) => (language === 'en' ? '/en' : '');

/** Starts a call with a click on the orb and returns what Vapi's API received for it. */
async function callAsSent(page: Page): Promise<RecordedVapiCall> {
  const created = page.waitForResponse((response) => isWebCallCreation(response.request()));
  await orbButton(page).click();
  const { id } = (await (await created).json()) as { id: string };
  const calls = (await (
    await page.request.get(`${vapiStubOrigin}/__calls`)
  ).json()) as RecordedVapiCall[];
  const call = calls.find((recorded) => recorded.id === id);
  if (!call) throw new Error(`The stub recorded no call ${id}`);
  return call;
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['microphone'], { origin: voiceSiteOrigin });
});

for (const language of ['de', 'en'] as const) {
  test(`/l/arztpraxen (${language}) greets as the practice's front desk, with its industry and brief`, async ({
    page,
  }) => {
    await openAsReturningVisitor(page, `${prefix(language)}/l/arztpraxen`);
    const { body } = await callAsSent(page);
    expect(body).toMatchObject({
      assistantId: VAPI_TEST_ASSISTANT_ID,
      assistantOverrides: {
        firstMessage: scenario.greeting[language],
        variableValues: {
          language,
          industry: scenario.industry[language],
          industryBrief: scenario.brief[language],
        },
      },
    });
  });
}

test('the home page sends no overrides of its own: the assistant greets as configured', async ({
  page,
}) => {
  await openAsReturningVisitor(page, '/');
  const { body } = await callAsSent(page);
  const { assistantOverrides } = body as { assistantOverrides: Record<string, unknown> };
  expect(assistantOverrides).not.toHaveProperty('firstMessage');
  expect(assistantOverrides.variableValues).toEqual({ language: 'de' });
});

for (const language of ['de', 'en'] as const) {
  const name = `${words[language].voiceDemo.byPhone} ${VOICE_SITE_DEMO_PHONE}`;
  const href = `tel:${VOICE_SITE_DEMO_PHONE.replaceAll(' ', '')}`;

  test(`the demo call by phone (${language}): in the hero, and on the card after a failed call`, async ({
    page,
  }) => {
    await openAsReturningVisitor(page, `${prefix(language)}/l/arztpraxen`);
    const inHero = page.locator('.hero__text').getByRole('link', { name });
    await inHero.scrollIntoViewIfNeeded();
    await expect(inHero).toBeInViewport();
    await expect(inHero).toHaveAttribute('href', href);
    expect((await inHero.boundingBox())?.height).toBeGreaterThanOrEqual(24);

    await vapiAnswers(page, 500);
    await orbButton(page).click();
    await expect(callPanel(page)).toHaveAttribute('data-state', /^(ended|failed)$/);
    const onCard = callPanel(page).getByRole('link', { name });
    await expect(onCard).toBeInViewport();
    await expect(onCard).toHaveAttribute('href', href);
    expect((await onCard.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  });
}

test('without a number for the demo call, neither the hero nor the other ways offer one', async ({
  page,
}) => {
  // The served build of the seed, which leaves the number empty.
  for (const language of ['de', 'en'] as const) {
    await page.goto(`${prefix(language)}/l/arztpraxen`);
    await expect(page.locator('.hero__text')).toBeVisible();
    await expect(page.locator('a[href^="tel:"]', { hasText: /Demo/ })).toHaveCount(0);
  }
});
