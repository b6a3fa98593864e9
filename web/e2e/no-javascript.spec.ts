import { expect, test } from '@playwright/test';
import {
  contentPages as pages,
  seedDocument,
  visibleTexts,
  type Language,
  type Localized,
} from './seed';

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

test.use({ javaScriptEnabled: false });

type Home = { demoButtonLabel: Localized; contactButtonLabel: Localized };
const home = seedDocument<Home>('homePage');

/** The hero's button that starts the demo call: hidden, as the call needs the script. */
const needsScript = (language: Language) => [home.demoButtonLabel[language]];

for (const { path, id, language } of pages) {
  test(`${path} shows all of its content without JavaScript`, async ({ page }) => {
    await page.goto(path);
    const shown = squash(await page.locator('body').innerText());
    const missing = visibleTexts(seedDocument(id), language)
      .filter((text) => !needsScript(language).includes(text))
      .map(squash)
      .filter((text) => !shown.includes(text));
    expect(missing).toEqual([]);
  });
}

test('the hero offers the contact form, not a demo button that cannot work', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: home.demoButtonLabel.de })).toBeHidden();
  await expect(page.getByRole('link', { name: home.contactButtonLabel.de })).toBeVisible();
});

test('the home page shows all four key figures and every timeline step, none cut or covered', async ({
  page,
}) => {
  await page.goto('/');
  const boxes = await page.locator('.stats__card').evaluateAll((cards) => {
    const frame = cards[0]!.closest('.stats__viewport')!.getBoundingClientRect();
    return cards.map((card) => {
      const box = card.getBoundingClientRect();
      return {
        inside: box.top >= frame.top - 1 && box.bottom <= frame.bottom + 1 && box.height > 0,
        top: Math.round(box.top),
        bottom: Math.round(box.bottom),
      };
    });
  });
  expect(boxes).toHaveLength(4);
  expect(boxes.every(({ inside }) => inside)).toBe(true);
  // One below the other: no card covers another.
  for (let i = 1; i < boxes.length; i += 1)
    expect(boxes[i]!.top).toBeGreaterThanOrEqual(boxes[i - 1]!.bottom);
  for (const panel of await page.locator('.timeline__panel').all())
    await expect(panel).toBeVisible();
});
