import { expect, test, type Page } from '@playwright/test';
import { STUDIO_PORT } from '../e2e/support/ports';
import { desktop, screenshot } from './shots';

// The local Studio as an editor sees it (`npm run studio` without a project), 1440 x 900: the desk,
// the home page's sections and the menu that adds one, the launch check „Vor dem Start“, a
// landing page and the home page in Präsentation beside their documents, and a validation message.
// In order: the last one leaves a draft behind. Playwright's own test: the site's waits for the
// site's hydration, which the Studio has not.

const studio = `http://localhost:${STUDIO_PORT}`;

test.describe.configure({ mode: 'serial', timeout: 180_000 });
test.use({ viewport: desktop });

test('studio-desk', async ({ page }) => {
  await page.goto(`${studio}/structure`);
  await expect(page.getByRole('option', { name: 'Startseite' })).toBeVisible({ timeout: 120_000 });
  await screenshot(page, 'desk', { folder: 'studio' });
});

/** The home page's first section in the document's list of sections. */
const heroItem = (page: Page) => page.getByRole('button', { name: /^Einstieg mit Sprach-Kugel/ });

test('studio-document', async ({ page }) => {
  await page.goto(`${studio}/structure/homePage`);
  await expect(heroItem(page)).toBeVisible({ timeout: 120_000 });
  // The desk's list beside it may come after the document.
  await expect(page.getByRole('option', { name: 'Startseite' })).toBeVisible({ timeout: 120_000 });
  await screenshot(page, 'document', { folder: 'studio' });
});

test('studio-add-section', async ({ page }) => {
  await page.goto(`${studio}/structure/homePage`);
  await expect(heroItem(page)).toBeVisible({ timeout: 120_000 });
  await page.getByRole('button', { name: 'Element hinzufügen...' }).click();
  await expect(page.getByRole('menuitem', { name: 'Häufige Fragen' })).toBeVisible();
  await screenshot(page, 'add-section', { folder: 'studio' });
});

test('studio-launch-check', async ({ page }) => {
  await page.goto(`${studio}/vor-dem-start`);
  await expect(page.getByText(/Beispiel-Einträge/).first()).toBeVisible({ timeout: 120_000 });
  await screenshot(page, 'launch-check', { folder: 'studio' });
});

test('studio-landing-page', async ({ page }) => {
  await page.goto(`${studio}/presentation?preview=/l/arztpraxen`);
  const preview = page.frameLocator('iframe');
  await expect(preview.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 120_000 });
  await expect(page.getByText('Lädt.')).toHaveCount(0, { timeout: 60_000 });
  await screenshot(page, 'landing-page', { folder: 'studio' });
});

test('studio-presentation', async ({ page }) => {
  await page.goto(`${studio}/presentation?preview=/`);
  await expect(heroItem(page)).toBeVisible({ timeout: 120_000 });
  const preview = page.frameLocator('iframe');
  await expect(preview.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 60_000 });
  // Präsentation shows the frame once the page's visual editing has answered.
  await expect(page.getByText('Lädt.')).toHaveCount(0, { timeout: 60_000 });
  await screenshot(page, 'presentation', { folder: 'studio' });
});

test('studio-validation', async ({ page }) => {
  await page.goto(`${studio}/structure/aboutPage`);
  const heading = page.locator('[id="heading.de"]');
  await expect(heading).toBeVisible({ timeout: 120_000 });
  await heading.fill('   ');
  // The document's „Validierung“ lists each message, with a link to its field.
  await page.getByRole('button', { name: 'Validierung' }).click();
  await expect(page.getByText('Bitte geben Sie den deutschen Text ein.').first()).toBeVisible();
  await screenshot(page, 'validation', { folder: 'studio' });
});
