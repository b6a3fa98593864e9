// The marked copy of the seed behind content-source.spec.ts: every string gets a mark, so any
// visible text without one did not come from the content. A localised value's mark names its
// language, so a page that shows the other language's text where its own exists is caught.
export const MARK_END = '⟫';
/** The start of a mark: of a string every language shows (a name, an address), or of a language's. */
export const MARK_START = { neutral: '⟪', de: '⟦', en: '⟬' } as const;
export type MarkKind = keyof typeof MARK_START;

// Structural strings stay as they are: ids, types, keys, link targets, Portable Text markup,
// and the image files of the seed (studio/seed-src/images.ts).
const structuralKeys = new Set([
  '_id',
  '_type',
  '_key',
  '_ref',
  '_sanityAsset',
  'url',
  'siteUrl',
  'href',
  'target',
  'style',
  'listItem',
  'marks',
]);

/** Localised values are objects of type localeString, localeText, localeBlockContent. */
const isLocalised = (value: object) =>
  typeof (value as { _type?: unknown })._type === 'string' &&
  (value as { _type: string })._type.startsWith('locale');

export function markStrings(value: unknown, key = '', kind: MarkKind = 'neutral'): unknown {
  if (structuralKeys.has(key)) return value;
  if (typeof value === 'string') return `${MARK_START[kind]}${value}${MARK_END}`;
  if (Array.isArray(value)) return value.map((item) => markStrings(item, '', kind));
  if (typeof value === 'object' && value !== null) {
    const localised = isLocalised(value);
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        markStrings(v, k, localised && (k === 'de' || k === 'en') ? k : kind),
      ]),
    );
  }
  return value;
}
