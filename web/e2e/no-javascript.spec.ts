import { expect, test } from '@playwright/test';
import { START_SIMULATED_CALL } from '../src/devtools/simulatedCall/offer';
import { homeSection, type Localized } from './seed';

test.use({ javaScriptEnabled: false });

type Home = { demoButtonLabel: Localized; contactButtonLabel: Localized };
const home = homeSection<Home>('heroSection');

// Every page showing all of its content without JavaScript: every-page.spec.ts.

test('the hero offers the contact form, not a demo button that cannot work', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: home.demoButtonLabel.de })).toBeHidden();
  await expect(page.getByRole('link', { name: home.contactButtonLabel.de })).toBeVisible();
  // Nor the local stand-ins' simulated call, which needs the script as well.
  await expect(page.getByRole('button', { name: START_SIMULATED_CALL.de })).toBeHidden();
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
