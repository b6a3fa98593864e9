import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { gotoWithPausedClock } from './clock';
import { homeSection, seedDocument } from './seed';

type Localized = { de: string };
const { figures } = homeSection<{ figures: { value: Localized; label: Localized }[] }>(
  'keyFiguresSection',
);
const journeySteps = homeSection<{
  steps: { title: Localized; description: Localized }[];
  linkLabel: Localized;
}>('journeyStepsSection');
const { founders } = seedDocument<{ founders: { name: string }[] }>('aboutPage');

const carousel = (page: Page) => page.locator('.stats__carousel');
const currentCard = (page: Page) =>
  carousel(page).locator('.stats__card:not([aria-hidden="true"])');
const status = (page: Page) => carousel(page).locator('[aria-live="polite"]');
const card = (index: number) => figures[index]!;

test.describe('key-stats carousel', () => {
  test('moves with the buttons, wraps around and announces the current card', async ({ page }) => {
    await gotoWithPausedClock(page, '/');
    await expect(currentCard(page)).toContainText(card(0).value.de);
    await page.getByRole('button', { name: 'Vorherige Kennzahl' }).click();
    await expect(currentCard(page)).toContainText(card(3).value.de);
    await expect(status(page)).toHaveText(
      `Kennzahl 4 von 4: ${card(3).value.de} ${card(3).label.de}`,
    );
    await page.clock.runFor(1200);
    await page.getByRole('button', { name: 'Nächste Kennzahl' }).click();
    await expect(currentCard(page)).toContainText(card(0).value.de);
  });

  test('locks for 1200 ms between moves', async ({ page }) => {
    await gotoWithPausedClock(page, '/');
    const next = page.getByRole('button', { name: 'Nächste Kennzahl' });
    await next.click();
    await next.click();
    await expect(currentCard(page)).toContainText(card(1).value.de);
    await page.clock.runFor(1199);
    await next.click();
    await expect(currentCard(page)).toContainText(card(1).value.de);
    await page.clock.runFor(1);
    await next.click();
    await expect(currentCard(page)).toContainText(card(2).value.de);
  });

  test('follows the mouse wheel only above 768 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoWithPausedClock(page, '/');
    await carousel(page).locator('.stats__viewport').hover();
    await page.mouse.wheel(0, 120);
    await expect(currentCard(page)).toContainText(card(1).value.de);
    await page.clock.runFor(1200);
    await page.mouse.wheel(0, -120);
    await expect(currentCard(page)).toContainText(card(0).value.de);

    await page.clock.runFor(1200);
    await page.setViewportSize({ width: 768, height: 900 });
    await carousel(page).locator('.stats__viewport').hover();
    await page.mouse.wheel(0, 120);
    await page.clock.runFor(1200);
    await expect(currentCard(page)).toContainText(card(0).value.de);
  });

  test('shows every card whole, even on a 320 px wide phone (WCAG 1.4.10)', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    const cut = await carousel(page)
      .locator('.stats__viewport')
      .evaluate((viewport) =>
        [...viewport.querySelectorAll('.stats__card')]
          .filter(
            (item) =>
              item.scrollWidth > viewport.clientWidth || item.scrollHeight > viewport.clientHeight,
          )
          .map((item) => item.textContent),
      );
    expect(cut).toEqual([]);
  });

  test('is operable by keyboard', async ({ page }) => {
    await gotoWithPausedClock(page, '/');
    await page.getByRole('button', { name: 'Nächste Kennzahl' }).focus();
    await page.keyboard.press('Enter');
    await expect(currentCard(page)).toContainText(card(1).value.de);
    await page.clock.runFor(1200);
    await page.keyboard.press('ArrowUp');
    await expect(currentCard(page)).toContainText(card(0).value.de);
  });
});

test.describe('journey timeline', () => {
  test('a chosen step shows its title, description and station link', async ({ page }) => {
    await page.goto('/');
    const timeline = page.locator('.timeline');
    await timeline.getByRole('tab', { name: journeySteps.steps[2]!.title.de }).click();
    const panel = timeline.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel.getByRole('heading')).toHaveText(journeySteps.steps[2]!.title.de);
    await expect(panel).toContainText(journeySteps.steps[2]!.description.de);
    await expect(panel.getByRole('link')).toHaveAttribute('href', '/journey?station=2');
    await panel.getByRole('link').click();
    await expect(page).toHaveURL(/\/journey\?station=2$/);
  });

  test('arrow keys, Home and End move between steps', async ({ page }) => {
    await page.goto('/');
    const tabs = page.locator('.timeline').getByRole('tab');
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
  });

  test('steps reveal once they scroll into view, and never hide under reduced motion', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    const firstStep = page.locator('.timeline__step').first();
    await expect(firstStep).not.toHaveClass(/is-visible/);
    await firstStep.scrollIntoViewIfNeeded();
    await expect(firstStep).toHaveClass(/is-visible/);

    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(page.locator('.timeline__steps--animate')).toHaveCount(0);
    await expect(page.locator('.timeline__step').last()).toHaveCSS('opacity', '1');
  });
});

test('the about teaser shows both founders and links to /about', async ({ page }) => {
  await page.goto('/');
  const teaser = page.locator('.about-teaser');
  for (const founder of founders) {
    await expect(teaser.getByRole('heading', { name: founder.name })).toBeVisible();
  }
  await teaser.getByRole('link').click();
  await expect(page).toHaveURL(/\/about$/);
});
