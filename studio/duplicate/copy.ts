// What a duplicate is given so that it is not a twin of its original: a title that says it is a
// copy and an address of its own (./DuplicateAsCopy.ts). A twin's slug blocks its publishing
// and makes Präsentation open the copy where the original is meant.

/** Put before the title, in each language of a localized one. */
export const COPY_PREFIX = { de: 'Kopie von ', en: 'Copy of ' } as const;

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The title with „Kopie von …“ before it: a plain string in German, each language of a localized one. */
export function copyTitle(title: unknown): unknown {
  if (typeof title === 'string') return `${COPY_PREFIX.de}${title}`;
  if (!isRecord(title)) return title;
  const copied: Fields = { ...title };
  for (const [language, prefix] of Object.entries(COPY_PREFIX))
    if (typeof title[language] === 'string' && title[language] !== '')
      copied[language] = `${prefix}${title[language]}`;
  return copied;
}

/** How many addresses a copy tries: `-kopie`, then `-kopie-2` up to this. */
const MAX_COPIES = 50;

/**
 * The addresses a copy of `slug` may take, in the order it tries them; a copy of a copy counts
 * on from its original's (`preise-kopie` → `preise-kopie-2`), rather than `preise-kopie-kopie`.
 */
export function copySlugCandidates(slug: string): string[] {
  const base = slug.replace(/-kopie(?:-\d+)?$/, '');
  return Array.from({ length: MAX_COPIES }, (_, index) =>
    index === 0 ? `${base}-kopie` : `${base}-kopie-${index + 1}`,
  );
}

/**
 * The slugs among $candidates that a document of $type has already, drafts included (the
 * Studio reads every version): the candidates are parameters, never part of the query's text.
 */
export const TAKEN_SLUGS_QUERY = '*[_type == $type && slug.current in $candidates].slug.current';

/** The first candidate not taken; undefined when all are. */
export const firstFree = (candidates: string[], taken: readonly string[]) =>
  candidates.find((candidate) => !taken.includes(candidate));

/** The document as its copy: its title marked, its slug the free one found (or none). */
export function copyOf<T extends Fields>(document: T, freeSlug: string | undefined): T {
  const copied: Fields = { ...document };
  if ('title' in document) copied.title = copyTitle(document.title);
  if (isRecord(document.slug))
    copied.slug = freeSlug ? { ...document.slug, current: freeSlug } : undefined;
  if (copied.slug === undefined) delete copied.slug;
  return copied as T;
}
