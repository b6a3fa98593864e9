import { expect, test, type Page } from '@playwright/test';
import { collections } from '../../studio/structure';
import { seedDocument } from './seed';
import { openStudio, storedQuery, watchErrors } from './support/studioEditor';

// The local Studio (support/localStudio.ts) as an editor meets what blocks publishing: the
// validation panel lists it first, „Veröffentlichen“ names it, and a page that uses a document
// that is not published yet offers to publish both (studio/publishing/). And the German Studio
// shows none of the English Sanity writes where a project gives no title of its own.

test.describe.configure({ mode: 'serial', timeout: 300_000 });

/** What Sanity shows in English by default; the German locale says „Sortieren nach“, „Ohne Titel“, „Neu: …“. */
const english = /\b(Sort by|Reference to|Field actions|Is example|Untitled|New)\b/;

type CaseStudy = { _id: string; title: { de: string }; customer?: { _ref: string } };

/** Expects `text` in the publish button's tooltip, as the pointer over it shows it. */
async function expectPublishTooltip(page: Page, text: string) {
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Veröffentlichen' }).hover();
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

test('a case study that uses an unpublished customer: blocking first, then both are published', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const caseStudy = seedDocument<CaseStudy>('caseStudy-lindner');
  const customer = 'Café Regenbogen';
  const desk = await openStudio(page);

  await test.step('a new customer is „Neu: Kunde“ until it has a name, and stays a draft', async () => {
    await page.getByRole('button', { name: 'Neues Dokument erstellen' }).click();
    await page.getByRole('link', { name: 'Kunde', exact: true }).click();
    await expect(page).toHaveTitle(/^Neu: Kunde/, { timeout: 60_000 });
    await page.locator('[id="name"]').fill(customer, { timeout: 60_000 });
    await expect
      .poll(() =>
        storedQuery<string | null>('*[_type == "customer" && name == $name][0]._id', {
          name: customer,
        }),
      )
      .toMatch(/^drafts\./);
  });

  await test.step('the case study is given the customer, and two hints and an error', async () => {
    await desk.getByRole('option', { name: 'Fallstudien', exact: true }).click();
    await page.getByText(caseStudy.title.de).click({ timeout: 60_000 });
    await page.locator('#customer-menuButton').click({ timeout: 60_000 });
    await page.getByRole('menuitem', { name: 'Ersetzen' }).click();
    await page.locator('input#customer').fill('Regenbogen');
    await page.getByRole('option', { name: customer }).click();
    // Hints above the error in the form's order: the English title and industry left empty.
    await page.locator('[id="title.en"]').fill('');
    await page.locator('[id="industry.en"]').fill('');
    await page.locator('[id="challenge.de"]').fill('');
    await expect
      .poll(async () => {
        const draft = await storedQuery<{ customer?: { _ref: string } } | null>(
          '*[_id == $id][0]',
          { id: `drafts.${caseStudy._id}` },
        );
        return draft?.customer?._ref;
      })
      .toMatch(/./);
  });

  await test.step('the validation panel lists what blocks publishing first, in German', async () => {
    await page.getByRole('button', { name: 'Validierung' }).click();
    const blocking = page.getByRole('region', { name: 'Verhindert das Veröffentlichen' });
    const hints = page.getByRole('region', { name: 'Hinweise' });
    await expect(blocking.getByRole('button')).toHaveText(
      [
        /^Kunde\s*Referenziertes Dokument muss veröffentlicht sein/,
        /^Ausgangslage › Deutsch\s*Bitte geben Sie den deutschen Text ein\./,
      ],
      { timeout: 60_000 },
    );
    await expect(hints.getByRole('button')).toHaveText([
      /^Titel › Englisch \(optional\)\s*Der englische Text fehlt/,
      /^Branche › Englisch \(optional\)\s*Der englische Text fehlt/,
    ]);
    const [blockingBox, hintsBox] = [await blocking.boundingBox(), await hints.boundingBox()];
    expect(blockingBox!.y).toBeLessThan(hintsBox!.y);
  });

  await test.step('„Veröffentlichen“ names the field that blocks it', async () => {
    await expectPublishTooltip(
      page,
      'Veröffentlichen erst nach der Korrektur: Ausgangslage › Deutsch: Bitte geben Sie den deutschen Text ein.',
    );
  });

  await test.step('with the field filled, it offers to publish the customer too', async () => {
    await page.locator('[id="challenge.de"]').fill('Die Werkstatt war mittags nicht erreichbar.');
    const question = `Diese Seite verweist auf den unveröffentlichten Kunden „${customer}“.`;
    await expectPublishTooltip(page, question);
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(page.getByText(`${question} Beide veröffentlichen?`)).toBeVisible();
    await page.getByRole('button', { name: 'Beide veröffentlichen' }).click();
    await expect
      .poll(
        () =>
          storedQuery<string[]>('*[_type == "customer" && name == $name]._id', { name: customer }),
        { timeout: 60_000 },
      )
      .toEqual([expect.not.stringMatching(/^drafts\./)]);
    const [customerId] = await storedQuery<string[]>(
      '*[_type == "customer" && name == $name]._id',
      {
        name: customer,
      },
    );
    await expect
      .poll(
        () => storedQuery<CaseStudy[]>('*[_id in [$id, "drafts." + $id]]', { id: caseStudy._id }),
        { timeout: 60_000 },
      )
      .toEqual([
        expect.objectContaining({
          _id: caseStudy._id,
          customer: expect.objectContaining({ _ref: customerId }),
        }),
      ]);
  });
  expect(errors).toEqual([]);
});

test('no English the project can set: lists, sort menus, a page’s sections', async ({ page }) => {
  const errors = watchErrors(page);
  const desk = await openStudio(page);
  const shown = async () => page.locator('body').innerText();

  for (const { title } of collections) {
    await test.step(`„${title}“ and its sort menu`, async () => {
      await desk.getByRole('option', { name: title, exact: true }).click();
      await expect(page.getByRole('listbox', { name: title, exact: true })).toBeVisible({
        timeout: 60_000,
      });
      await page.getByTestId('pane-context-menu-button').last().click();
      const orders = page.getByRole('menuitem', { name: /^Sortieren nach / });
      await expect(orders.first()).toBeVisible();
      const menu = await page.getByRole('menuitem').allInnerTexts();
      expect(menu.filter((item) => english.test(item))).toEqual([]);
      expect(await orders.count()).toBeGreaterThan(2);
      await page.keyboard.press('Escape');
      expect(await shown()).not.toMatch(english);
    });
  }

  await test.step('the home page and its customer logos, a list of references', async () => {
    await desk.getByRole('option', { name: 'Startseite' }).click();
    await expect(page).toHaveTitle(/^Startseite/, { timeout: 60_000 });
    await page.getByRole('button', { name: /^Kundenlogos / }).click({ timeout: 60_000 });
    await expect(page.getByRole('dialog').getByText('Kunden', { exact: true })).toBeVisible();
    expect(await shown()).not.toMatch(english);
    expect(await page.title()).not.toMatch(/Neues/);
  });

  expect(errors).toEqual([]);
});
