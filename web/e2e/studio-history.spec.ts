import { expect, test, type Page } from '@playwright/test';
import { seedDocument } from './seed';
import { storedQuery, studioUrl, watchErrors } from './support/studioEditor';

// The local Studio's history and „Duplizieren“ (web/local-stack/history.ts, studio/duplicate/),
// as an editor uses them in Chromium: the same local Studio and content store as studio.spec.ts.

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const titleOf = (id: string) => storedQuery<string | null>('*[_id == $id][0].title.de', { id });

/** Opens a document as a link to it does, once its form shows its German title. */
async function openDocument(page: Page, id: string, title: string) {
  await page.goto(`${studioUrl}intent/edit/id=${id};type=landingPage/`);
  await expect(page.locator('[id="title.de"]')).toHaveValue(title, { timeout: 120_000 });
}

test('the history lists an edit, a publish and a second edit, and restores the earlier revision', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const seeded = seedDocument<{ _id: string; title: { de: string } }>('landingPage-arztpraxen');
  const first = `${seeded.title.de}, erste Fassung`;
  const second = `${seeded.title.de}, zweite Fassung`;
  const title = page.locator('[id="title.de"]');
  await openDocument(page, seeded._id, seeded.title.de);
  // Releases cannot work on the local Content Lake: nothing of them shows.
  await expect(page.getByText(/Release/)).toHaveCount(0);

  await test.step('an edit, published, and a second edit', async () => {
    await title.fill(first);
    await expect.poll(() => titleOf(`drafts.${seeded._id}`)).toBe(first);
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect.poll(() => titleOf(seeded._id), { timeout: 60_000 }).toBe(first);
    await expect.poll(() => titleOf(`drafts.${seeded._id}`)).toBeNull();
    await title.fill(second);
    await expect.poll(() => titleOf(`drafts.${seeded._id}`)).toBe(second);
  });

  const revisions = page.getByRole('listbox', { name: 'Dokumentrevisionen' });
  await test.step('„Verlauf“ lists them, newest first', async () => {
    await page.getByRole('button', { name: 'Änderungen überprüfen' }).first().click();
    await page.getByRole('tab', { name: 'Verlauf' }).click();
    // The Studio folds an edit into the publication that follows it; each entry starts with its
    // author's initials: „LR“ the local editor, „S“ the seed („Startinhalte“).
    await expect(revisions.getByRole('option')).toHaveText(
      [/^LRBearbeitet/, /^LRVeröffentlicht/, /^SVeröffentlicht/, /^SErstellt/],
      { timeout: 60_000 },
    );
    await expect(page.getByText('Keine Dokumenthistorie')).toHaveCount(0);
  });

  await test.step('the published revision is shown and restored as the draft', async () => {
    await revisions.getByRole('option').nth(1).click();
    await expect(title).toHaveValue(first);
    await page.getByRole('button', { name: 'Wiederherstellen' }).click();
    // „Sind Sie sicher, dass Sie dieses Dokument wiederherstellen möchten?“
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect.poll(() => titleOf(`drafts.${seeded._id}`)).toBe(first);
    await expect(title).toHaveValue(first);
  });
  expect(errors).toEqual([]);
});

test('„Duplizieren“ makes „Kopie von …“ at a free address, which publishes', async ({ page }) => {
  const errors = watchErrors(page);
  type Page = { _id: string; title: { de: string; en: string }; slug: { current: string } };
  const original = seedDocument<Page>('landingPage-handwerk');
  await openDocument(page, original._id, original.title.de);

  await page.getByRole('button', { name: 'Dokumentaktionen öffnen' }).click();
  await page.getByRole('menuitem', { name: 'Duplizieren' }).click();
  await expect(page.locator('[id="title.de"]')).toHaveValue(`Kopie von ${original.title.de}`, {
    timeout: 60_000,
  });
  await expect(page.locator('[id="title.en"]')).toHaveValue(`Copy of ${original.title.en}`);
  await expect(page.getByRole('textbox', { name: 'Adresse (Slug)' })).toHaveValue(
    `${original.slug.current}-kopie`,
  );

  await page.getByRole('button', { name: 'Veröffentlichen' }).click();
  const published = () =>
    storedQuery<string | null>(
      '*[_type == "landingPage" && slug.current == $slug && !(_id in path("drafts.**"))][0].title.de',
      { slug: `${original.slug.current}-kopie` },
    );
  await expect.poll(published, { timeout: 60_000 }).toBe(`Kopie von ${original.title.de}`);

  // Präsentation opens the original for its address, not the copy.
  await page.goto(`${studioUrl}presentation?preview=/l/${original.slug.current}`);
  await expect(page.locator('[id="title.de"]')).toHaveValue(original.title.de, {
    timeout: 120_000,
  });
  expect(errors).toEqual([]);
});
