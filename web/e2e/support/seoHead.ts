import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { LOCAL_SANITY_PROJECT_ID, SANITY_DEFAULT_DATASET } from '../../src/config/services';
import {
  contentPages,
  seedAsset,
  seedDocument,
  siteSettings,
  type SeedImage,
  type SeedSeo,
} from '../seed';

// The head of a page as search engines and link previews read it, compared with the seed the
// site was built from.

/** The head's values as a crawler sees them. */
export async function headOf(page: Page) {
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
      // The head's structured data; a section may carry its own in the body (the FAQ's).
      jsonLd: [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
        (script) => script.textContent ?? '',
      ),
    };
  });
}

const ogLocale = { de: 'de_DE', en: 'en_GB' } as const;
/** The German twin of each page, by content document: the other language's page of the pair. */
export const twins = (id: string) => {
  const [german, english] = ['de', 'en'].map(
    (language) => contentPages.find((page) => page.id === id && page.language === language)!.path,
  );
  return { de: siteSettings.siteUrl + german, en: siteSettings.siteUrl + english };
};

type ContentPage = (typeof contentPages)[number];

/** The page's title, description, canonical URL, language alternates and sharing tags. */
export async function expectHeadFromContent(page: Page, { path, id, language }: ContentPage) {
  const { seo } = seedDocument<SeedSeo>(id);
  const head = await headOf(page);
  const url = siteSettings.siteUrl + path;
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
    site_name: [siteSettings.companyName],
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
}

/** The page's share image: its own or the site's default, a 1200 × 630 JPEG, served. */
export async function expectShareImage(page: Page, { id, language }: ContentPage) {
  const { image } = await headOf(page);
  const expected = (seedDocument<{ seo: { image?: SeedImage } }>(id).seo.image ??
    siteSettings.shareImage) as SeedImage;
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
  expect(absolute.origin).toBe(siteSettings.siteUrl);
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
}
