import { type Locator } from '@playwright/test';
import de from '../src/i18n/de.json' with { type: 'json' };
import { notFoundPaths } from '../src/lib/paths';
import { axeViolations, expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { consentDialog, orbButton, voiceSiteOrigin } from './support/voiceSite';
import { gotoWithBrandFont } from './support/brandFont';
import { siteSettings } from './seed';

// axe-core with the WCAG 2.2 AA and best-practice rules, no violation allowed. Every page at a
// desktop viewport without motion and a phone viewport with it is checked in every-page.spec.ts,
// its reflow at 320 px in web/screenshots/pages.shots.ts; here the open mobile menu and the
// open consent dialog, then what axe cannot judge: text on a gradient and the logo on one line.

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open mobile menu has no violations', async ({ page }) => {
    await page.goto('/journey');
    await page.getByRole('button', { name: de.header.openMenu }).click();
    await expect(page.locator('#site-menu')).toBeVisible();
    await expectNoAxeViolations(page, '/journey with the menu open (mobile)');
  });
});

for (const { name, viewport } of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
]) {
  test.describe(`${name}, with Vapi configured`, () => {
    test.use({ viewport });

    test('the open consent dialog has no violations, nor with its messages', async ({ page }) => {
      await page.goto(voiceSiteOrigin);
      await page.getByRole('button', { name: de.voice.orbStart }).click();
      const dialog = consentDialog(page);
      await expect(dialog).toBeVisible();
      await expectNoAxeViolations(page, `consent dialog (${name})`);

      const submit = dialog.getByRole('button', { name: de.consent.submit });
      await submit.press('Enter');
      await expect(dialog.getByRole('checkbox')).toHaveAccessibleDescription(
        de.errors.consent.required,
      );
      await expectNoAxeViolations(page, `consent dialog with both messages (${name})`);

      await dialog.getByRole('textbox').fill('anna@b');
      await dialog.getByRole('checkbox').check();
      await submit.click();
      await expect(dialog.getByRole('textbox')).toHaveAccessibleDescription(de.errors.email.domain);
      await expectNoAxeViolations(page, `consent dialog with an e-mail error (${name})`);
    });
  });
}

/** WCAG's contrast ratio of two sRGB colours given as [r, g, b] in 0-255. */
function contrast(a: number[], b: number[]) {
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((value) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The contrast of an element's text with each stop of its background gradient, as shown. */
async function contrastsOnGradient(element: Locator) {
  const { color, backgroundImage, filter } = await element.evaluate((node) => {
    const { color, backgroundImage, filter } = getComputedStyle(node);
    return { color, backgroundImage, filter };
  });
  // Hover brightens the whole button, text and background alike (in sRGB, the worse case).
  const brightness = Number(filter.match(/brightness\(([\d.]+)\)/)?.[1] ?? 1);
  const shown = (rgb: string) =>
    rgb.match(/\d+/g)!.map((channel) => Math.min(255, Number(channel) * brightness));
  return backgroundImage.match(/rgb\([^)]+\)/g)!.map((stop) => contrast(shown(color), shown(stop)));
}

// axe reports text on a gradient as "needs review", never as a violation: measured here.
test.describe('label in name (WCAG 2.5.3)', () => {
  test('the orb’s accessible name begins with the text shown under it', async ({ page }) => {
    await page.goto('/');
    const shown = (await page.locator('.voice-demo__label').innerText()).trim();
    expect(shown).not.toBe('');
    const escaped = shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(orbButton(page)).toHaveAccessibleName(new RegExp(`^${escaped} – `));
  });

  test('axe checks it on every control with visible text: a name apart from it fails', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const button = document.createElement('button');
      button.textContent = 'Jetzt anrufen';
      button.setAttribute('aria-label', 'Kontakt aufnehmen');
      document.querySelector('main')!.append(button);
    });
    const ids = (await axeViolations(page)).map(({ id }) => id);
    expect(ids).toContain('label-content-name-mismatch');
  });
});

test('the primary button text keeps 4.5:1 across its gradient, also on hover', async ({ page }) => {
  await page.goto(notFoundPaths.de);
  const button = page.getByRole('main').getByRole('link', { name: de.notFound.homeLink });
  const atRest = await contrastsOnGradient(button);
  await button.hover();
  const onHover = await contrastsOnGradient(button);
  expect(atRest).toHaveLength(2);
  expect(Math.min(...atRest, ...onHover)).toBeGreaterThanOrEqual(4.5);
});

// The company's name is the logo wherever it fits beside the demo call's button and the menu
// button: on one line above 32rem (512 px), English or German, in the brand font and in its
// fallback (web/src/styles/fonts.css), drawn on a first visit.
for (const width of [520, 768]) {
  for (const font of ['brand font', 'fallback']) {
    test(`the logo stays on one line at ${width} px in the ${font}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      if (font === 'fallback') await page.route('**/*.woff2', (route) => route.abort());
      for (const path of ['/', '/en/about']) {
        if (font === 'fallback') await page.goto(path);
        else await gotoWithBrandFont(page, path);
        const name = page.locator('.site-header__name');
        await expect(name, path).toBeVisible();
        const lines = await name.evaluate((element) => {
          const height = element.getBoundingClientRect().height;
          return Math.round(height / parseFloat(getComputedStyle(element).lineHeight));
        });
        expect(lines, path).toBe(1);
      }
    });
  }
}

// On a narrower phone the logo's mark stands alone (web/src/layout/Header.css), and the link
// still says whose it is.
test("on a phone the logo is its mark, and its link says the company's name", async ({ page }) => {
  for (const width of [320, 390]) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    const logo = page.getByRole('banner').locator('.site-header__logo');
    await expect(logo.locator('svg')).toBeVisible();
    await expect(logo.locator('.site-header__name')).toBeHidden();
    await expect(logo).toHaveAccessibleName(
      de.header.homeLink.replace('{{company}}', siteSettings.companyName),
    );
  }
});
