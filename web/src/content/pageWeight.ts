import type { LaunchFinding } from './launchCheck.ts';

// The launch check's hint on a page's weight: the render measures each page as sent
// (web/scripts/pageWeight.ts), the site's server tells the Studio what it measured
// (web/server/live/liveSite.ts, PAGE_WEIGHT_PATH), and this turns the measures into findings of
// the launch check, for the build's output and the Studio's „Vor dem Start“ alike.
// Why measured and not estimated: docs/decisions/0044-page-weight-warnings.md.

/** Where a page, compressed as sent, first passes its budget: the first window. */
export type PageWeightCrossing = {
  /** `firstScreen`: its first screen misses the first window; `whole`: the page passes it. */
  limit: 'firstScreen' | 'whole';
  /** The compressed bytes of the part that crosses (the first screen, or the whole page). */
  bytes: number;
  /** The bytes the part may have (web/scripts/headlineFace.ts, PAGE_BUDGET_BYTES). */
  budget: number;
  /** The section at whose end the budget is passed: its `_key`, in the document `documentId`. */
  sectionKey: string;
  documentId: string;
  /** The section's heading as the page shows it; '' for a section without one. */
  heading: string;
};

/** The pages that pass their budget, by path, as the last render measured them. */
export type PageWeights = Record<string, PageWeightCrossing>;

/** The answer of GET /api/page-weight (web/server/live/liveSite.ts). */
export type PageWeightReport = { renderedAt: string | null; pages: PageWeights };

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1).replace('.', ',')} kB`;

type SectionOwner = { _id: string; _type: string; sections: { _key?: unknown }[] };

/** The published document `id`, where its `sections` still hold the section with `key`. */
const ownerOf = (documents: unknown[], { documentId, sectionKey }: PageWeightCrossing) =>
  documents.find(
    (document): document is SectionOwner =>
      typeof document === 'object' &&
      document !== null &&
      (document as SectionOwner)._id === documentId &&
      Array.isArray((document as SectionOwner).sections) &&
      (document as SectionOwner).sections.some((section) => section?._key === sectionKey),
  );

/** What the hint says, in German, of the pages (`/`, `/en`) that cross at one section. */
function message(paths: string[], crossing: PageWeightCrossing) {
  const pages = `${paths.length === 1 ? 'Seite' : 'Seiten'} ${paths.join(', ')}`;
  const heading = crossing.heading ? ` („${crossing.heading}“)` : '';
  if (crossing.limit === 'firstScreen') {
    return (
      `${pages}: Der erste Bildschirm ist komprimiert ${kB(crossing.bytes)} groß und passt nicht ` +
      `in die erste Übertragung (${kB(crossing.budget)}); dieser Abschnitt${heading} erscheint ` +
      'Besuchern eine Netzwerk-Runde später. Den Abschnitt kürzen (weniger Listeneinträge, kürzere Texte) oder ' +
      'weiter nach unten schieben und einen kürzeren an den Anfang stellen.'
    );
  }
  return (
    `${pages}: Die Seite ist komprimiert ${kB(crossing.bytes)} groß, über dem Budget von ` +
    `${kB(crossing.budget)} (die erste Übertragung); ab diesem Abschnitt${heading} kommt sie eine ` +
    'Netzwerk-Runde später an. Listen kürzen, Abschnitte zusammenfassen oder auf eine eigene ' +
    'Seite verschieben.'
  );
}

/**
 * The launch check's hints on the pages of `weights`: one per section at which a page passes its
 * budget, at the section's field of the document that holds it (`documents`: raw, as Sanity
 * stores them), naming the pages. A page whose section no published document holds (a build
 * older than the content) is left out.
 */
export function pageWeightFindings(weights: PageWeights, documents: unknown[]): LaunchFinding[] {
  const bySection = new Map<string, { paths: string[]; crossing: PageWeightCrossing }>();
  const german = (path: string) => (path === '/en' || path.startsWith('/en/') ? 1 : 0);
  const paths = Object.keys(weights).sort((a, b) => german(a) - german(b) || (a < b ? -1 : 1));
  for (const path of paths) {
    const crossing = weights[path]!;
    const at = `${crossing.limit} ${crossing.documentId} ${crossing.sectionKey}`;
    const same = bySection.get(at);
    // The German page first: its heading and its figures name the section.
    if (same) same.paths.push(path);
    else bySection.set(at, { paths: [path], crossing });
  }
  return [...bySection.values()].flatMap(({ paths, crossing }) => {
    const owner = ownerOf(documents, crossing);
    if (!owner) return [];
    return [
      {
        documentId: owner._id,
        documentType: owner._type,
        path: ['sections', { _key: crossing.sectionKey }],
        kind: 'pageWeight' as const,
        message: message(paths, crossing),
      },
    ];
  });
}
