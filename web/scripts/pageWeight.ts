import type { PageWeightCrossing } from '../src/content/pageWeight.ts';
import { compressedBytes, markupText, PAGE_BUDGET_BYTES } from './headlineFace.ts';
import { belowFirstScreen } from './inlineStylesheet.ts';

// A page's weight as the render measures it, the way the bench does (scripts/bench/documentBytes.ts):
// the document compressed as the server sends it (Brotli), up to the end of its first screen (its
// first section) and whole, against the first window less the response's headers. The launch
// check names the section where a page passes it (../src/content/pageWeight.ts).
// Why this budget: docs/decisions/0044-page-weight-warnings.md.

/**
 * The sections of the page's markup, in order: each one's key (its `.page-section`'s
 * `data-section`, ../src/sections/PageSections.tsx), where it ends, and its heading.
 */
function sectionsOf(html: string) {
  const firstStart = html.indexOf('<div class="page-section"');
  if (firstStart < 0) return [];
  // The footer, the last span below the first screen, is no section.
  const below = belowFirstScreen(html).filter(([start]) =>
    html.startsWith('<div class="page-section"', start),
  );
  const sectionSpans: [number, number][] = [
    [firstStart, below[0]?.[0] ?? html.indexOf('</main>')],
    ...below,
  ];
  return sectionSpans.map(([start, end]) => {
    const markup = html.slice(start, end);
    return {
      key: /^<div class="page-section"[^>]*\sdata-section="([^"]+)"/.exec(markup)?.[1] ?? '',
      end,
      heading: markupText(/<h([12])\b[^>]*>([\s\S]*?)<\/h\1>/.exec(markup)?.[2] ?? ''),
    };
  });
}

/**
 * Where the page `html` (as the render writes it) first passes `budget`, or undefined where it
 * fits: its first screen (the first section), else the section at whose end the document, read
 * from its start, passes it (the last one where only the footer does). A page without sections
 * (the imprint, the privacy policy) is not measured: its text is the law's, not a layout.
 */
export function pageWeightCrossing(
  html: string,
  budget = PAGE_BUDGET_BYTES,
): Omit<PageWeightCrossing, 'documentId'> | undefined {
  const sections = sectionsOf(html);
  const [first] = sections;
  if (!first) return undefined;
  const firstScreen = compressedBytes(html.slice(0, first.end));
  if (firstScreen > budget) {
    const { key, heading } = first;
    return { limit: 'firstScreen', bytes: firstScreen, budget, sectionKey: key, heading };
  }
  const whole = compressedBytes(html);
  if (whole <= budget) return undefined;
  const at =
    sections.slice(1).find(({ end }) => compressedBytes(html.slice(0, end)) > budget) ??
    sections.at(-1)!;
  return { limit: 'whole', bytes: whole, budget, sectionKey: at.key, heading: at.heading };
}

/**
 * The `_id` of the document whose `sections` hold the section `key`, in what a page's queries
 * answered (`results`): keys are unique within a document only.
 */
export function sectionOwner(results: unknown, key: string): string | undefined {
  if (Array.isArray(results)) {
    for (const result of results) {
      const owner = sectionOwner(result, key);
      if (owner) return owner;
    }
  } else if (results && typeof results === 'object') {
    const { _id, sections } = results as { _id?: unknown; sections?: unknown };
    if (
      typeof _id === 'string' &&
      Array.isArray(sections) &&
      sections.some((section: { _key?: unknown }) => section?._key === key)
    ) {
      return _id;
    }
    return sectionOwner(Object.values(results), key);
  }
  return undefined;
}
