import { expect, test, type Page } from '@playwright/test';
import { singletons } from '../../studio/structure';
import { seedDocument } from './seed';
import { STUDIO_PORT } from './support/ports';

// The Studio as an editor opens it with `npm run studio` and no Sanity project: the local Studio
// (studio/scripts/studio.ts), Sanity's own code, talking to the local Content Lake of the site it
// started (web/local-stack/), in Chromium (support/localStudio.ts). A Studio that answers with
// Vite's error page, shows Vite's overlay or Sanity's error screen fails here.

const studioUrl = `http://localhost:${STUDIO_PORT}/`;

// One Studio and one content store for the whole file: its tests run in order, the editor's
// journey, which publishes, last.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

/** Uncaught errors of the page; the Studio's own error screen counts as one too. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

async function openStudio(page: Page) {
  const response = await page.goto(studioUrl);
  expect(response?.status()).toBe(200);
  const desk = page.getByRole('listbox', { name: 'Inhalte' });
  await expect(desk).toBeVisible({ timeout: 120_000 });
  return desk;
}

test('the Studio opens with its German desk of eight singletons', async ({ page }) => {
  const errors = watchErrors(page);
  const desk = await openStudio(page);
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
  await expect(page.getByText(/An error occurred|Ein Fehler ist aufgetreten/)).toHaveCount(0);
  await expect(desk.getByRole('option')).toHaveText(singletons.map(({ title }) => title));
  for (const tool of ['Inhalte', 'Präsentation'])
    await expect(page.getByRole('link', { name: tool, exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a document opens with its fields and the seed’s text in both languages', async ({ page }) => {
  const errors = watchErrors(page);
  const home = seedDocument<{ heading: { de: string; en: string } }>('homePage');
  const desk = await openStudio(page);
  await desk.getByRole('option', { name: 'Startseite' }).click();
  await expect(page).toHaveURL(/homePage/);
  // The form comes with the document, which the Studio loads after its own chunks: on a busy
  // machine that takes longer than an assertion's default 5 s, for the label as for the value.
  await expect(page.getByText('Hauptüberschrift', { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.locator('[id="heading.de"]')).toHaveValue(home.heading.de, { timeout: 60_000 });
  await expect(page.locator('[id="heading.en"]')).toHaveValue(home.heading.en);
  for (const group of ['Einstieg', 'Demo-Gespräch', 'Kennzahlen', 'Kontakt', 'SEO'])
    await expect(page.getByRole('tab', { name: group })).toBeVisible();
  expect(errors).toEqual([]);
});

test('„Über uns“ names where its founders are edited; the home page holds them under „Über uns“', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const about = seedDocument<{ foundersHeading: { de: string } }>('aboutPage');
  const home = seedDocument<{ founders: { name: string }[] }>('homePage');
  const desk = await openStudio(page);
  await desk.getByRole('option', { name: 'Über uns' }).click();
  await expect(page).toHaveURL(/aboutPage/);
  await expect(page.locator('[id="foundersHeading.de"]')).toHaveValue(about.foundersHeading.de, {
    timeout: 60_000,
  });
  await expect(page.getByText(/Startseite → Über uns → Gründer/)).toBeVisible();

  await desk.getByRole('option', { name: 'Startseite' }).click();
  await expect(page).toHaveURL(/homePage/);
  await page.getByRole('tab', { name: 'Über uns' }).click();
  for (const { name } of home.founders) {
    await expect(page.getByText(name, { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  }
  expect(errors).toEqual([]);
});
