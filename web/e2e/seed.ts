import { join } from 'node:path';
import { readNdjson } from '../local-stack/groqEndpoint';
import { readSeedAssets, seedAssetOf, type SeedAsset } from '../local-stack/seedAssets';
import { pageDocuments } from '../src/lib/pageDocuments';
import { languages } from '../src/i18n/languages';
import {
  contentPagePaths,
  landingPagePath,
  localizedPath,
  unlocalizedPath,
} from '../src/lib/paths';
import { seedDir } from '../server/paths';

type SeedDocument = { _id: string; [field: string]: unknown };

/** The seed dataset the site was built from, so tests compare with content instead of copies of it. */
export function seedDocument<T = Record<string, unknown>>(id: string): T {
  const documents = readNdjson<SeedDocument>(join(seedDir, 'production.ndjson'));
  const document = documents.find(({ _id }) => _id === id);
  if (!document) throw new Error(`No seed document ${id}`);
  return document as T;
}

/**
 * A section of the seed's home page by its type (studio/schemaTypes/sections/): its hero, key
 * figures, journey steps …, as the home page document holds them.
 */
export function homeSection<T = Record<string, unknown>>(type: string): T & { _key: string } {
  const { sections } = seedDocument<{ sections: { _type: string; _key: string }[] }>('homePage');
  const section = sections.find(({ _type }) => _type === type);
  if (!section) throw new Error(`The seed's home page has no ${type}`);
  return section as unknown as T & { _key: string };
}

/**
 * The file of an image field of the seed (`_sanityAsset: "image@file://./images/<file>"`), read
 * as the local stack reads it: its path, size and the SHA-1 Sanity's CDN serves it by.
 */
export const seedAsset = ({ _sanityAsset }: { _sanityAsset: string }): SeedAsset =>
  seedAssetOf(_sanityAsset, readSeedAssets(seedDir));

export type Language = 'de' | 'en';
export type Localized = Record<Language, string>;

/**
 * Every prerendered page, its language and the seed document that holds its content, as the
 * Studio's Presentation tool maps them (web/src/lib/pageDocuments.ts).
 */
export const contentPages = languages.flatMap((language) =>
  pageDocuments.map(({ path, documentId }) => ({
    path: localizedPath(path, language),
    id: documentId,
    language,
  })),
);
export type SeedSeo = { seo: { title: Localized; description: Localized } };

/** An image field of the seed (studio/seed-src/images.ts): its file and its alt text. */
export type SeedImage = { _sanityAsset: string; alt: Localized };

/** The site settings of the seed: the company's details, which every page shows somewhere. */
export const siteSettings = seedDocument<{
  siteUrl: string;
  companyName: string;
  email: string;
  phone: string;
  address: { street: string; postalCode: string; city: string; country: Localized };
  socialLinks: { label: string; url: string }[];
  shareImage: SeedImage;
  footerBlurb: Localized;
  copyright: Localized;
}>('siteSettings');

type Span = { _type: 'span'; text: string };
type Block = { _type: 'block'; children: Span[] };
const isBlock = (value: unknown): value is Block =>
  typeof value === 'object' && value !== null && (value as Block)._type === 'block';

/** Texts a page shows only after something happened: a failed demo call's other ways to reach us
 * (voice-microphone.spec.ts checks it); the link to the data processing agreement once a file is
 * uploaded (web/test/trustPage.test.ts checks it). */
const shownOnlyAfterEvents = ['callFallback', 'downloadLabel'];

/**
 * Fields that are no visible text: SEO lives in <head>; links' targets and an image's alt text
 * are attributes (e2e/images.spec.ts checks the alt text).
 */
const notShown = ['seo', 'url', 'href', 'target', 'alt', 'surface'];

/**
 * Every text of a document in one language as a reader sees it: localised values of that
 * language, plain strings such as names, and Portable Text blocks joined into their visible
 * sentences. The fields of `notShown` are left out, as are the texts of `shownOnlyAfterEvents`.
 */
export function visibleTexts(value: unknown, language: Language, key = ''): string[] {
  if (key.startsWith('_') || notShown.includes(key) || shownOnlyAfterEvents.includes(key)) {
    return [];
  }
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    return value.flatMap((item) =>
      isBlock(item)
        ? [item.children.map(({ text }) => text).join('')]
        : visibleTexts(item, language),
    );
  }
  if (typeof value !== 'object' || value === null) return [];
  if (language in value) return visibleTexts((value as Localized)[language], language);
  return Object.entries(value).flatMap(([childKey, child]) =>
    visibleTexts(child, language, childKey),
  );
}

/** The slugs of the seed's documents of a type with their own pages (landing pages, case studies). */
const seedSlugs = (type: string) =>
  readNdjson<SeedDocument & { _type: string; slug?: { current: string } }>(
    join(seedDir, 'production.ndjson'),
  )
    .filter(({ _type }) => _type === type)
    .map(({ slug }) => slug!.current);

/** The seed's landing pages and case studies, each path with its page in both languages. */
export const seedContentPages = contentPagePaths({
  landingPages: seedSlugs('landingPage'),
  caseStudies: seedSlugs('caseStudy'),
}).map((path) => ({
  path,
  twins: Object.fromEntries(
    languages.map((language) => [language, localizedPath(unlocalizedPath(path), language)]),
  ) as Record<Language, string>,
}));

/** The seed's campaign pages (`hideMainNavigation`), in both languages: their header has no menu. */
export const campaignPagePaths = readNdjson<
  SeedDocument & { _type: string; slug?: { current: string }; hideMainNavigation?: boolean }
>(join(seedDir, 'production.ndjson'))
  .filter(({ _type, hideMainNavigation }) => _type === 'landingPage' && hideMainNavigation)
  .flatMap(({ slug }) =>
    languages.map((language) => localizedPath(landingPagePath(slug!.current), language)),
  );

/** A path no page has, per language: each answers its language's 404 page. */
export const unknownPaths = ['/gibt-es-nicht', '/en/does-not-exist'];

/** Every page a visitor can open: each prerendered page, each page made from content, the 404s. */
export const everyPagePath = [
  ...contentPages.map(({ path }) => path),
  ...seedContentPages.map(({ path }) => path),
  ...unknownPaths,
];
