import type { Page } from '@playwright/test';
import { gotoWithPausedClock } from './clock';
import { expect, test } from './support/test';
import { prerenderedPaths } from '../src/lib/paths';
import { siteSettings } from './seed';

/**
 * The page's elements and texts, one line each, with the attributes sorted and styles and form
 * values as the browser reads them, so that two ways of making the same DOM compare equal. The ids
 * React's useId makes differ by design between a hydrated page (_R_…_) and one rendered in the
 * browser (_r_…_): each is named by the order in which it first appears, so that the references
 * between elements still have to match. A <noscript>'s content is left out, as React leaves it out
 * in the browser.
 */
const markup = (page: Page) =>
  page.locator('#root').evaluate((root) => {
    const reactIds = new Map<string, string>();
    const withIdsInOrder = (value: string) =>
      value.replace(/_[rR]_[0-9a-z]+_/g, (id) => {
        if (!reactIds.has(id)) reactIds.set(id, `useId-${reactIds.size}`);
        return reactIds.get(id)!;
      });
    const lines: string[] = [];
    const walk = (node: Node, depth: number) => {
      const indent = ' '.repeat(depth);
      if (node instanceof Text) {
        if (node.data.trim()) lines.push(indent + JSON.stringify(node.data));
        return;
      }
      if (!(node instanceof Element)) return;
      // A read-only section keeps its prerendered HTML (web/src/sections/StaticSection.tsx); a
      // page rendered afresh draws it with the sections' code instead. sections.spec.ts reads
      // what the sections show.
      if (node.classList.contains('static-section')) return;
      const field = node instanceof HTMLInputElement || node instanceof HTMLTextAreaElement;
      // React's server marks the chosen option with an attribute, its client sets the property.
      const option = node instanceof HTMLOptionElement;
      const attributes = [...node.attributes]
        .filter(({ name }) => !(field && (name === 'value' || name === 'checked')))
        .filter(({ name }) => !(option && name === 'selected'))
        .map(({ name, value }) =>
          name === 'style'
            ? `style=${(node as HTMLElement).style.cssText}`
            : `${name}=${withIdsInOrder(value)}`,
        )
        .sort();
      if (field) attributes.push(`.value=${node.value}`);
      if (node instanceof HTMLInputElement) attributes.push(`.checked=${node.checked}`);
      if (option) attributes.push(`.selected=${node.selected}`);
      lines.push(`${indent}<${node.localName} ${attributes.join(' ')}>`);
      // React renders a <noscript>'s content on the server only: in the browser it stays empty.
      if (node.localName === 'noscript') return;
      for (const child of node.childNodes) walk(child, depth + 1);
    };
    for (const child of root.childNodes) walk(child, 0);
    return lines;
  });

// Every page prerendered with its content, title and description: every-page.spec.ts.

// Hydration keeps the prerendered DOM, and does not say where it differs from what the app
// renders: a page rendered afresh in the browser must come out the same.
for (const path of prerenderedPaths) {
  test(`${path} hydrates to the markup that the app renders in the browser`, async ({
    context,
    page,
  }) => {
    // The clock stands still, so that timers and animations leave both pages where they start.
    await gotoWithPausedClock(page, path);
    const hydrated = await markup(page);

    const fresh = await context.newPage();
    // Emptied once painted, before the app's module runs (the page's start script imports it on
    // the same first contentful paint, and is told after this observer): the app renders the
    // page itself.
    await fresh.addInitScript(() =>
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        document.getElementById('root')!.replaceChildren();
      }).observe({ type: 'paint', buffered: true }),
    );
    await gotoWithPausedClock(fresh, path);
    expect(await markup(fresh)).toEqual(hydrated);
    expect(hydrated.length).toBeGreaterThan(50);
  });
}

test('/services redirects to /journey and leaves no history entry behind', async ({ page }) => {
  await page.goto('/about');
  const response = await page.goto('/services');
  expect(new URL(page.url()).pathname).toBe('/journey');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/services$/);
  await page.goBack();
  expect(new URL(page.url()).pathname).toBe('/about');
});

test('an unknown path answers 404 with a German page that links home', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Diese Seite gibt es leider nicht',
  );
  await expect(page).toHaveTitle(`Seite nicht gefunden | ${siteSettings.companyName}`);
  await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a page that fails to render shows "Unexpected Application Error!" inside the layout', async ({
  page,
}) => {
  page.on('console', () => undefined);
  await page.goto('/');
  // Content that cannot be rendered (a number where the list of stations belongs) makes the
  // page throw.
  await page.route('**/content/*.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ seo: { title: 't', description: 'd' }, heading: 'h', stations: 5 }),
    }),
  );
  await page.getByRole('banner').getByRole('link', { name: 'Ihre Reise' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page.getByRole('banner')).toBeVisible();
});
