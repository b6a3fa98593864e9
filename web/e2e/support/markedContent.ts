// The marked copy of the seed behind content-source.spec.ts: every string gets a mark, so any
// visible text without one did not come from the content.
export const MARK_START = '⟪';
export const MARK_END = '⟫';

// Structural strings stay as they are: ids, types, keys, link targets, Portable Text markup.
const structuralKeys = new Set([
  '_id',
  '_type',
  '_key',
  '_ref',
  'url',
  'siteUrl',
  'href',
  'target',
  'style',
  'listItem',
  'marks',
]);

export function markStrings(value: unknown, key = ''): unknown {
  if (structuralKeys.has(key)) return value;
  if (typeof value === 'string') return `${MARK_START}${value}${MARK_END}`;
  if (Array.isArray(value)) return value.map((item) => markStrings(item));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, markStrings(v, k)]));
  }
  return value;
}
