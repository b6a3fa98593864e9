import type { Page } from '@playwright/test';
import { caseStudyPath, landingPagePath } from '../src/lib/paths';
import { homeSection, seedDocument, type Language, type Localized } from './seed';
import { expect, test } from './support/test';

// What a buyer looks for before a first call (web/src/pages/overview/, web/src/pages/trust/):
// the industries' and the case studies' overviews, trust and data protection, reached from the
// footer and the home page; and a campaign's landing page, whose header hides the navigation.

type SeedDocument = { _id: string; _type: string; slug?: { current: string } };
type Footer = Record<
  'siteMapHeading' | 'industriesLink' | 'caseStudiesLink' | 'trustLink',
  Localized
>;
type Overview = { heading: Localized; intro: Localized; linkLabel: Localized };
type Landing = SeedDocument & { overview?: { title: Localized; text: Localized } };
type CaseStudy = SeedDocument & { title: Localized };

const footer = seedDocument<{ footer: Footer }>('navigation').footer;
const industries = seedDocument<Overview>('industriesOverview');
const caseStudies = seedDocument<Overview>('caseStudiesOverview');
const trust = seedDocument<{
  heading: Localized;
  subProcessors: {
    heading: Localized;
    columns: Record<'name' | 'purpose' | 'location' | 'legalBasis', Localized>;
    rows: { name: string; purpose: Localized; location: Localized; legalBasis: Localized }[];
  };
  dpa: { fallbackLabel: Localized };
}>('trustPage');
const landingPages = ['landingPage-arztpraxen', 'landingPage-handwerk'].map((id) =>
  seedDocument<Landing>(id),
);
const seedCaseStudies = ['caseStudy-weber', 'caseStudy-lindner'].map((id) =>
  seedDocument<CaseStudy>(id),
);

const prefix: Record<Language, string> = { de: '', en: '/en' };
const byTitle = (language: Language) => (a: string, b: string) => a.localeCompare(b, language);

for (const language of ['de', 'en'] as const) {
  test(`the footer's overview links land on their pages (${language})`, async ({ page }) => {
    const targets = [
      [footer.industriesLink, industries.heading],
      [footer.caseStudiesLink, caseStudies.heading],
      [footer.trustLink, trust.heading],
    ] as const;
    for (const [link, heading] of targets) {
      await page.goto(`${prefix[language]}/journey`);
      const siteMap = page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: footer.siteMapHeading[language] });
      await siteMap.getByRole('link', { name: link[language] }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading[language]);
      await expect(page).toHaveURL(new RegExp(`^[^?#]*${prefix[language]}/[a-z]+$`));
    }
  });

  test(`the industries' overview lists each landing page with an entry, and its links lead there (${language})`, async ({
    page,
  }) => {
    // Both of the seed's landing pages have an entry; the overview lists them by German title.
    const listed = landingPages.filter(({ overview }) => overview);
    expect(listed).toHaveLength(2);
    listed.sort((a, b) => byTitle('de')(a.overview!.title.de, b.overview!.title.de));
    await page.goto(`${prefix[language]}/branchen`);
    await expect(page.getByText(industries.intro[language])).toBeVisible();
    const entries = page.getByRole('main').getByRole('listitem');
    await expect(entries.getByRole('heading', { level: 2 })).toHaveText(
      listed.map(({ overview }) => overview!.title[language]),
    );
    for (const [index, landing] of listed.entries()) {
      await expect(entries.nth(index)).toContainText(landing.overview!.text[language]);
    }
    for (const landing of listed) {
      await page.goto(`${prefix[language]}/branchen`);
      const title = landing.overview!.title[language];
      // The link of the entry under its title, as a visitor picks it.
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title }) })
        .getByRole('link', { name: industries.linkLabel[language] })
        .click();
      await expect(page).toHaveURL(
        new RegExp(`${prefix[language]}${landingPagePath(landing.slug!.current)}$`),
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test(`the case studies' overview lists each case study, and its links lead there (${language})`, async ({
    page,
  }) => {
    await page.goto(`${prefix[language]}/fallstudien`);
    await expect(page.getByText(caseStudies.intro[language])).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      seedCaseStudies
        .map(({ title }) => title)
        .sort((a, b) => byTitle('de')(a.de, b.de))
        .map((title) => title[language]),
    );
    for (const study of seedCaseStudies) {
      await page.goto(`${prefix[language]}/fallstudien`);
      await page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: study.title[language] }) })
        .getByRole('link', { name: caseStudies.linkLabel[language] })
        .click();
      await expect(page).toHaveURL(
        new RegExp(`${prefix[language]}${caseStudyPath(study.slug!.current)}$`),
      );
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title[language]);
    }
  });
}

test('the home page links the overviews and trust and data protection', async ({ page }) => {
  const { heading, links } = homeSection<{
    heading: Localized;
    links: { target: string; label: Localized }[];
  }>('overviewLinksSection');
  await page.goto('/');
  const section = page.getByRole('region', { name: heading.de });
  await expect(section.getByRole('link')).toHaveText(links.map(({ label }) => label.de));
  for (const { target, label } of links) {
    await page.goto('/');
    await page
      .getByRole('region', { name: heading.de })
      .getByRole('link', { name: label.de })
      .click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

/** The accessibility tree Chromium gives assistive technology: roles and names below `table`. */
async function tableAsRead(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: {
      nodeId: string;
      role?: { value: string };
      name?: { value: string };
      childIds?: string[];
      ignored: boolean;
    }[];
  };
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const table = nodes.find(({ role }) => role?.value === 'table');
  if (!table) return null;
  const below = (id: string): typeof nodes =>
    (byId.get(id)?.childIds ?? []).flatMap((child) => [byId.get(child)!, ...below(child)]);
  const named = (role: string) =>
    below(table.nodeId)
      .filter((node) => !node.ignored && node.role?.value === role)
      .map(({ name }) => name?.value ?? '');
  return {
    name: table.name?.value,
    columnHeaders: named('columnheader'),
    rowHeaders: named('rowheader'),
    rows: named('row').length,
    cells: named('cell'),
  };
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`the sub-processors are read as a table at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/vertrauen');
    const { heading, columns, rows } = trust.subProcessors;
    await page.getByRole('table').scrollIntoViewIfNeeded();
    expect(await tableAsRead(page)).toEqual({
      name: heading.de,
      columnHeaders: [
        columns.name.de,
        columns.purpose.de,
        columns.location.de,
        columns.legalBasis.de,
      ],
      rowHeaders: rows.map(({ name }) => name),
      rows: rows.length + 1,
      // The column's name a phone shows before each value is no part of the cell's name.
      cells: rows.flatMap(({ purpose, location, legalBasis }) => [
        purpose.de,
        location.de,
        legalBasis.de,
      ]),
    });
    // Each value with its column's name above it on a phone.
    const firstCell = page.getByRole('cell').first();
    await firstCell.scrollIntoViewIfNeeded();
    await expect(firstCell).toBeInViewport();
    if (width < 768) await expect(firstCell).toContainText(columns.purpose.de);
  });
}

test('without a file, the data processing agreement is asked for through the contact form', async ({
  page,
}) => {
  await page.goto('/vertrauen');
  await page.getByRole('link', { name: trust.dpa.fallbackLabel.de }).click();
  await expect(page).toHaveURL(/\/#contact$/);
});

test.describe('a campaign’s landing page', () => {
  const campaign = landingPages.find(({ _id }) => _id === 'landingPage-handwerk')!;
  const path = landingPagePath(campaign.slug!.current);
  const { headerActions } = seedDocument<{ headerActions: { demoLabel: Localized } }>('navigation');

  for (const [width, height] of [
    [390, 844],
    [1440, 900],
  ] as const) {
    test(`hides the main navigation and keeps the language switch and the demo call at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto(path);
      const header = page.getByRole('banner');
      // Not rendered at all: neither the navigation nor the menu that holds it on a phone.
      const mainNavigation = header.locator('nav, #site-menu, .site-nav__toggle');
      await expect(mainNavigation).toHaveCount(0);
      await expect(header.getByRole('link', { name: headerActions.demoLabel.de })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();

      await header.getByRole('link', { name: /^English/ }).click();
      await expect(page).toHaveURL(new RegExp(`/en${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(mainNavigation).toHaveCount(0);

      await header.getByRole('link', { name: headerActions.demoLabel.en }).click();
      await expect(page).toHaveURL(/\/en#demo$/);
      // The home page has the main navigation again.
      await expect(header.locator('nav')).toHaveCount(1);
    });
  }

  test('is marked as one in the seed; the other landing page keeps the navigation', async ({
    page,
  }) => {
    expect(seedDocument<{ hideMainNavigation?: boolean }>(campaign._id).hideMainNavigation).toBe(
      true,
    );
    await page.goto('/l/arztpraxen');
    await expect(page.getByRole('banner').getByRole('navigation')).toBeVisible();
  });
});
