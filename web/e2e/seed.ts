import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type SeedDocument = { _id: string; [field: string]: unknown };

/** The seed dataset the site was built from, so tests compare with content instead of copies of it. */
export function seedDocument<T = Record<string, unknown>>(id: string): T {
  const file = fileURLToPath(new URL('../../studio/seed/production.ndjson', import.meta.url));
  const documents = readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SeedDocument);
  const document = documents.find(({ _id }) => _id === id);
  if (!document) throw new Error(`No seed document ${id}`);
  return document as T;
}

type Localized = { de: string };

/** Every prerendered page and the seed document that holds its content. */
export const contentPages = [
  { path: '/', id: 'homePage' },
  { path: '/journey', id: 'journeyPage' },
  { path: '/analytics', id: 'analyticsPage' },
  { path: '/about', id: 'aboutPage' },
  { path: '/impressum', id: 'impressum' },
  { path: '/datenschutz', id: 'datenschutz' },
];
export type SeedSeo = { seo: { title: Localized; description: Localized } };

type Span = { _type: 'span'; text: string };
type Block = { _type: 'block'; children: Span[] };
const isBlock = (value: unknown): value is Block =>
  typeof value === 'object' && value !== null && (value as Block)._type === 'block';

/** Texts a page shows only after something happened: a failed demo call's other ways to reach us
 * (voice-microphone.spec.ts checks it). */
const shownOnlyAfterEvents = ['callFallback'];

/**
 * Every German text of a document as a reader sees it: localised `de` values, plain strings
 * such as names, and Portable Text blocks joined into their visible sentences. SEO fields
 * live in <head> and are left out, as are the texts of `shownOnlyAfterEvents`.
 */
export function visibleGermanTexts(value: unknown, key = ''): string[] {
  if (key === 'seo' || key.startsWith('_') || ['url', 'href', 'target'].includes(key)) return [];
  if (shownOnlyAfterEvents.includes(key)) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) {
    return value.flatMap((item) =>
      isBlock(item) ? [item.children.map(({ text }) => text).join('')] : visibleGermanTexts(item),
    );
  }
  if (typeof value !== 'object' || value === null) return [];
  if ('de' in value) return visibleGermanTexts((value as { de: unknown }).de);
  return Object.entries(value).flatMap(([childKey, child]) => visibleGermanTexts(child, childKey));
}
