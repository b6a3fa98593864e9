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
export type SeedSeo = { seo: { title: Localized; description: Localized } };
