import { type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { webRoot } from '../server/paths';
import { expect, test } from './support/test';
import { ZERO_WIDTH } from './support/zeroWidth';
import de from '../src/i18n/de.json' with { type: 'json' };
import en from '../src/i18n/en.json' with { type: 'json' };
import { prerenderedPaths } from '../src/lib/paths';
import { LOCAL_SANITY_PROJECT_ID, SANITY_DEFAULT_DATASET } from '../src/config/services';
import { contentPages, seedAsset, seedDocument, type Localized, type SeedSeo } from './seed';

// Search engines and link previews read the prerendered HTML, so every check runs without
// JavaScript against the `npm start` server, and compares with the seed the site was built from.

type SiteSettings = {
  siteUrl: string;
  companyName: string;
  email: string;
  phone: string;
  address: { street: string; postalCode: string; city: string; country: { de: string } };
  socialLinks: { url: string }[];
  shareImage: SeedImage;
};
const settings = seedDocument<SiteSettings>('siteSettings');

/** An image field of the seed (studio/seed-src/images.ts): its file and its alt text. */
type SeedImage = { _sanityAsset: string; alt: Localized };

test.use({ javaScriptEnabled: false });

/** The head's values as a crawler sees them. */
async function headOf(page: Page) {
  return page.evaluate(() => {
    const contents = (selector: string) =>
      [...document.head.querySelectorAll(selector)].map((element) =>
        element.getAttribute('content'),
      );
    const meta = (key: string) => contents(`meta[name="${key}"], meta[property="${key}"]`);
    return {
      title: document.title,
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) =>
        link.getAttribute('href'),
      ),
      alternates: [...document.querySelectorAll('link[rel="alternate"]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
      robots: meta('robots'),
      description: meta('description'),
      og: Object.fromEntries(
        ['type', 'site_name', 'locale', 'locale:alternate', 'title', 'description', 'url'].map(
          (key) => [key, meta(`og:${key}`)],
        ),
      ),
      twitter: Object.fromEntries(
        ['card', 'title', 'description'].map((key) => [key, meta(`twitter:${key}`)]),
      ),
      image: {
        og: Object.fromEntries(
          ['', ':type', ':width', ':height', ':alt'].map((key) => [key, meta(`og:image${key}`)]),
        ),
        twitter: Object.fromEntries(['', ':alt'].map((key) => [key, meta(`twitter:image${key}`)])),
      },
      manifest: [...document.querySelectorAll('link[rel="manifest"]')].map((link) =>
        link.getAttribute('href'),
      ),
      icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    };
  });
}

test('every prerendered path has its content page', () => {
  expect(contentPages.map(({ path }) => path)).toEqual(prerenderedPaths);
});

const ogLocale = { de: 'de_DE', en: 'en_GB' } as const;
/** The German twin of each page, by content document: the other language's page of the pair. */
const twins = (id: string) => {
  const [german, english] = ['de', 'en'].map(
    (language) => contentPages.find((page) => page.id === id && page.language === language)!.path,
  );
  return { de: settings.siteUrl + german, en: settings.siteUrl + english };
};

for (const { path, id, language } of contentPages) {
  const { seo } = seedDocument<SeedSeo>(id);

  test(`${path} has its canonical URL, language alternates and sharing tags from the content`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const head = await headOf(page);
    const url = settings.siteUrl + path;
    expect(head.title).toBe(seo.title[language]);
    expect(head.description).toEqual([seo.description[language]]);
    expect(head.canonical).toEqual([url]);
    expect(head.alternates).toEqual([
      ['de', twins(id).de],
      ['en', twins(id).en],
      ['x-default', twins(id).de],
    ]);
    expect(head.robots).toEqual([]);
    expect(head.og).toEqual({
      type: ['website'],
      site_name: [settings.companyName],
      locale: [ogLocale[language]],
      'locale:alternate': [ogLocale[language === 'de' ? 'en' : 'de']],
      title: [seo.title[language]],
      description: [seo.description[language]],
      url: [url],
    });
    expect(head.twitter).toEqual({
      card: ['summary_large_image'],
      title: [seo.title[language]],
      description: [seo.description[language]],
    });
  });

  test(`${path} has a share image: its own or the site's default, 1200 × 630 JPEG, served`, async ({
    page,
  }) => {
    await page.goto(path);
    const { image } = await headOf(page);
    const expected = (seedDocument<{ seo: { image?: SeedImage } }>(id).seo.image ??
      settings.shareImage) as SeedImage;
    const [url] = image.og[''] ?? [];
    expect(image.og).toEqual({
      '': [url],
      ':type': ['image/jpeg'],
      ':width': ['1200'],
      ':height': ['630'],
      ':alt': [expected.alt[language]],
    });
    expect(image.twitter).toEqual({ '': [url], ':alt': [expected.alt[language]] });
    // A local build's image is the local stack's path after the site's address
    // (docs/decisions/0012-images-from-the-content.md).
    const absolute = new URL(url!);
    expect(absolute.origin).toBe(settings.siteUrl);
    const asset = seedAsset(expected);
    expect(absolute.pathname).toBe(
      `/images/${LOCAL_SANITY_PROJECT_ID}/${SANITY_DEFAULT_DATASET}/${asset.sha1}-${asset.width}x${asset.height}.png`,
    );
    expect(absolute.searchParams.get('fm')).toBe('jpg');
    expect(absolute.searchParams.get('fit')).toBe('crop');
    // The same path and query from the running site: a JPEG of exactly that size.
    const response = await page.request.get(absolute.pathname + absolute.search, {
      headers: { accept: 'image/avif,image/webp,image/*' },
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
    const { format, width, height } = await sharp(await response.body()).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
  });
}

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
    const title = texts.notFound.title.replace('{{company}}', settings.companyName);
    expect(head.title).toBe(title);
    expect(head.robots).toEqual(['noindex']);
    expect(head.canonical).toEqual([]);
    expect(head.alternates).toEqual([]);
    expect(head.og.url).toEqual([]);
    expect(head.og.title).toEqual([title]);
    // Shared all the same: the site's default image.
    expect(head.image.og[':alt']).toEqual([settings.shareImage.alt[texts === de ? 'de' : 'en']]);
  });
}

test('every page describes the company as an Organization (JSON-LD)', async ({ page }) => {
  const expected = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.companyName,
    url: settings.siteUrl,
    logo: `${settings.siteUrl}/favicon.svg`,
    email: settings.email,
    telephone: settings.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      postalCode: settings.address.postalCode,
      addressLocality: settings.address.city,
      addressCountry: settings.address.country.de,
    },
    sameAs: settings.socialLinks.map(({ url }) => url),
  };
  for (const path of [...prerenderedPaths, '/gibt-es-nicht']) {
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
    urls: contentPages.map(({ path, id }) => ({
      loc: settings.siteUrl + path,
      alternates: [
        ['de', twins(id).de],
        ['en', twins(id).en],
        ['x-default', twins(id).de],
      ],
    })),
  });

  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const lines = (await robots.text()).split('\n');
  expect(lines).toContain('User-agent: *');
  expect(lines).toContain('Allow: /');
  expect(lines.filter((line) => /^disallow:\s*\S/i.test(line))).toEqual([]);
  expect(lines).toContain(`Sitemap: ${settings.siteUrl}/sitemap.xml`);
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
  expect(body.name).toBe(settings.companyName);
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
