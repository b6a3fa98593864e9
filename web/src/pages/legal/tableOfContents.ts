import { toPlainText, type PortableTextBlock } from '@portabletext/react';

/** A heading of a legal text as its table of contents lists it. */
export type ContentsEntry = { key: string; id: string; text: string };

/** A text this short needs no table of contents: its headings fit on a screen or two. */
export const FEWEST_HEADINGS = 3;

/**
 * An id for a heading, readable in an address: `1. Überblick` → `1-ueberblick`. German letters
 * are spelt out, other accents dropped, everything else joined by hyphens.
 */
export function idOfHeading(text: string): string {
  const spelt = text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss');
  return spelt
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The h2 headings of a legal text, each with an id unique on the page (a second `Kontakt`
 * becomes `kontakt-2`); none when the text has fewer than FEWEST_HEADINGS.
 */
export function tableOfContents(blocks: readonly { _type: string }[]): ContentsEntry[] {
  const headings = blocks.filter(
    (block): block is PortableTextBlock & { _key: string } =>
      block._type === 'block' && (block as PortableTextBlock).style === 'h2',
  );
  if (headings.length < FEWEST_HEADINGS) return [];
  const taken = new Map<string, number>();
  return headings.map((block) => {
    const text = toPlainText(block);
    const base = idOfHeading(text) || 'abschnitt';
    const count = (taken.get(base) ?? 0) + 1;
    taken.set(base, count);
    return { key: block._key, id: count === 1 ? base : `${base}-${count}`, text };
  });
}
