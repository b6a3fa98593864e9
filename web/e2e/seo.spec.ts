import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { webRoot } from '../server/paths';
import { expect, test } from './support/test';
import { ZERO_WIDTH } from './support/zeroWidth';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { prerenderedPaths } from '../src/lib/paths';
import { contentPages, seedContentPages, seedDocument, siteSettings, type SeedSeo } from './seed';
import { headOf, twins } from './support/seoHead';

// Search engines and link previews read the prerendered HTML, so every check runs without
// JavaScript against the `npm start` server, and compares with the seed the site was built from.

test.use({ javaScriptEnabled: false });

test('every prerendered path has its content page', () => {
  expect(contentPages.map(({ path }) => path)).toEqual(prerenderedPaths);
});

// Every page's canonical URL, language alternates, sharing tags and share image:
// every-page.spec.ts.

for (const { path, texts } of [
  { path: '/gibt-es-nicht', texts: de },
  { path: '/en/does-not-exist', texts: en },
]) {
  test(`the 404 page at ${path} is noindex and names no canonical URL or alternates`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    const head = await headOf(page);
    // Named with the company, like every other page.
    const title = texts.notFound.title.replace('{{company}}', siteSettings.companyName);
    expect(head.title).toBe(title);
    expect(head.robots).toEqual(['noindex']);
    expect(head.canonical).toEqual([]);
    expect(head.alternates).toEqual([]);
    expect(head.og.url).toEqual([]);
    expect(head.og.title).toEqual([title]);
    // Shared all the same: the site's default image.
    expect(head.image.og[':alt']).toEqual([
      siteSettings.shareImage.alt[texts === de ? 'de' : 'en'],
    ]);
  });
}

test('every page describes the company as an Organization (JSON-LD)', async ({ page }) => {
  const expected = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteSettings.companyName,
    url: siteSettings.siteUrl,
    logo: `${siteSettings.siteUrl}/favicon.svg`,
    email: siteSettings.email,
    telephone: siteSettings.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: siteSettings.address.street,
      postalCode: siteSettings.address.postalCode,
      addressLocality: siteSettings.address.city,
      addressCountry: siteSettings.address.country.de,
    },
    sameAs: siteSettings.socialLinks.map(({ url }) => url),
  };
  const contentPaths = seedContentPages.map(({ path }) => path);
  for (const path of [...prerenderedPaths, ...contentPaths, '/gibt-es-nicht']) {
    await page.goto(path);
    const { jsonLd } = await headOf(page);
    expect(jsonLd, path).toHaveLength(1);
    expect(JSON.parse(jsonLd[0]!), path).toEqual(expected);
  }
  // The logo it names is the site's icon, served from the build.
  const logo = await page.request.get('/favicon.svg');
  expect(logo.headers()['content-type']).toBe('image/svg+xml');
});

test('/sitemap.xml lists every prerendered page with its twins, and /robots.txt points to it', async ({
  page,
}) => {
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  const parsed = await page.evaluate(
    (xml) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      return {
        error: document.querySelector('parsererror')?.textContent ?? null,
        root: document.documentElement.localName,
        namespace: document.documentElement.namespaceURI,
        urls: [...document.getElementsByTagName('url')].map((url) => ({
          loc: url.getElementsByTagName('loc')[0]?.textContent,
          alternates: [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map(
            (link) => [link.getAttribute('hreflang'), link.getAttribute('href')],
          ),
        })),
      };
    },
    await sitemap.text(),
  );
  expect(parsed).toEqual({
    error: null,
    root: 'urlset',
    namespace: 'http://www.sitemaps.org/schemas/sitemap/0.9',
    urls: [
      ...contentPages.map(({ path, id }) => ({
        loc: siteSettings.siteUrl + path,
        alternates: [
          ['de', twins(id).de],
          ['en', twins(id).en],
          ['x-default', twins(id).de],
        ],
      })),
      // The landing pages and case studies the content has, with their twins too.
      ...seedContentPages.map(({ path, twins: { de, en } }) => ({
        loc: siteSettings.siteUrl + path,
        alternates: [
          ['de', siteSettings.siteUrl + de],
          ['en', siteSettings.siteUrl + en],
          ['x-default', siteSettings.siteUrl + de],
        ],
      })),
    ],
  });

  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await robots.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines.filter((line) => /^disallow:\s*\S/i.test(line))).toEqual([]);
  expect(lines).toContain(`Sitemap: ${siteSettings.siteUrl}/sitemap.xml`);
});

test('every page links the web manifest and the favicon, and both are served', async ({ page }) => {
  for (const path of [...prerenderedPaths, '/gibt-es-nicht']) {
    await page.goto(path);
    const { manifest, icon } = await headOf(page);
    expect(manifest, path).toEqual(['/manifest.webmanifest']);
    expect(icon, path).toBe('/favicon.svg');
  }
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as { name: string; icons: { src: string }[] };
  expect(body.name).toBe(siteSettings.companyName);
  for (const { src } of body.icons) {
    expect((await page.request.get(src)).status(), src).toBe(200);
  }
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('client-side navigation keeps the title and description current', async ({ page }) => {
    const about = seedDocument<SeedSeo>('aboutPage').seo;
    const home = seedDocument<SeedSeo>('homePage').seo;
    await page.goto('/');
    await expect(page).toHaveTitle(home.title.de);
    // goto waited for hydration; this marker would be lost by a full page load.
    await page.evaluate(() => Object.assign(window, { samePageLoad: true }));
    const aboutLabel = seedDocument<{ items: { label: { de: string }; target: string }[] }>(
      'navigation',
    ).items.find(({ target }) => target === '/about')!.label.de;
    await page.getByRole('banner').getByRole('link', { name: aboutLabel, exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page).toHaveTitle(about.title.de);
    expect(await page.evaluate(() => 'samePageLoad' in window)).toBe(true);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      about.description.de,
    );
  });
});

// Stega's zero-width characters (support/zeroWidth.ts) may reach no published page nor the
// content snapshot it navigates with.
test('no published page or content file carries zero-width characters', async ({ request }) => {
  const client = join(webRoot, 'dist', 'client');
  const files = readdirSync(client, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') || file.endsWith('.json'),
  );
  expect(files.filter((file) => file.startsWith('content')).length).toBeGreaterThan(10);
  for (const file of files) {
    expect(ZERO_WIDTH.test(readFileSync(join(client, file), 'utf8')), file).toBe(false);
  }
  // And as served.
  for (const path of [...prerenderedPaths, '/gibt-es-nicht']) {
    expect(ZERO_WIDTH.test(await (await request.get(path)).text()), path).toBe(false);
  }
});
