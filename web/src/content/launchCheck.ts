import { blocksHaveText, hasText } from './hasText';

// The launch check („Vor dem Start“): every text and image of the published content that is still
// a placeholder of the seed, an example, or a gap. It walks raw documents of any type, so a new
// document or section type is checked without a change here; the Studio's tool
// (studio/launchCheck/) lists what it finds, `npm run build` (web/scripts/launchCheckReport.ts)
// counts it.
// Why generic, and why the build only warns by default: docs/decisions/0027-the-launch-check.md.

/** A step into a document, as Sanity writes paths: a field, an array member by `_key`, an index. */
export type LaunchPathSegment = string | number | { _key: string };

export type LaunchFindingKind =
  | 'placeholder'
  | 'seedImage'
  | 'example'
  | 'figureWithoutSource'
  | 'englishMissing'
  | 'altMissing'
  | 'pageWeight';

/** The languages of a localised field (studio/schemaTypes/objects/localized.ts). */
export type LaunchLanguage = 'de' | 'en';

export type LaunchFinding = {
  documentId: string;
  documentType: string;
  /**
   * The field to open; empty for the document as a whole. A localised field's finding is one
   * for the field, its languages in `languages`, unless it lies inside one language's text.
   */
  path: LaunchPathSegment[];
  /** The languages the finding is in, where it is in a localised field. */
  languages?: LaunchLanguage[];
  kind: LaunchFindingKind;
  /** One German sentence naming what was found. */
  message: string;
};

/** A language's German name, as a finding names it. */
export const launchLanguageNames: Record<LaunchLanguage, string> = {
  de: 'Deutsch',
  en: 'Englisch',
};

/** Every kind, in the order its count is listed, with its German name. */
export const launchFindingKinds: Record<LaunchFindingKind, string> = {
  placeholder: 'Platzhalter-Texte',
  seedImage: 'Platzhalter-Bilder',
  example: 'Beispiel-Einträge',
  figureWithoutSource: 'Kennzahlen ohne Quelle',
  englishMissing: 'Fehlende englische Texte',
  altMissing: 'Bilder ohne Alternativtext',
  pageWeight: 'Zu schwere Seiten',
};

/**
 * What stops the launch: a text or an image of the seed, or an invented entry, would reach
 * visitors as the company's. The rest is a hint: the site works without it (the English page
 * shows the German text, a figure shows without its source, an image without alt text is
 * skipped by screen readers, a heavy page arrives a round trip later: ./pageWeight.ts), but it
 * should be done.
 */
const blockingKinds: ReadonlySet<LaunchFindingKind> = new Set([
  'placeholder',
  'seedImage',
  'example',
]);

/** Whether a finding stops the launch (a strict build refuses it), or is a hint. */
export const blocksLaunch = ({ kind }: Pick<LaunchFinding, 'kind'>) => blockingKinds.has(kind);

/** The findings that stop the launch, then the hints, each in the launch check's order. */
export function byUrgency(findings: readonly LaunchFinding[]) {
  return {
    blocking: findings.filter(blocksLaunch),
    hints: findings.filter((finding) => !blocksLaunch(finding)),
  };
}

/** How many findings there are of each kind, every kind listed (0 where none). */
export function countLaunchFindings(findings: readonly LaunchFinding[]) {
  const counts = Object.fromEntries(
    Object.keys(launchFindingKinds).map((kind) => [kind, 0]),
  ) as Record<LaunchFindingKind, number>;
  for (const { kind } of findings) counts[kind] += 1;
  return counts;
}

type Match = { index: number; length: number };

// What the seed writes where the company's own details belong (studio/seed-src/): marked texts,
// the reserved example domains, sample links, the sample street, and register numbers of zeros.
const placeholderPatterns = [
  /platzhalter/iu,
  /placeholder/iu,
  /\((?:beispiel|example)\)/iu,
  // As a domain only: www.example.de, kontakt@example.de, https://example.com/…, not example.dev.
  /(?<![\p{L}\p{N}_-])example\.(?:de|com|org)(?![\p{L}\p{N}_-])/iu,
  // A profile named "example" (https://github.com/example), as the seed's social links are.
  /https?:\/\/\S+\/example(?=[/?#]|$|\s)/iu,
  /musterstra(?:ß|ss)e/iu,
  // Handelsregister and USt-IdNr. of zeros: HRB 000000, DE000000000, DE 000 000 000.
  /\bHR\s?[AB]\s*0+(?!\d)/iu,
  /\bDE\s?0{3}\s?0{3}\s?0{3}(?!\d)/iu,
  /(?<!\d)0{5,}(?!\d)/u,
];

// A phone number's digits with their usual separators; no dots, so decimals stay out.
const phoneLike = /\+?\d[\d ()/\u00a0-]{3,}\d/gu;
// The seed's number (+49 30 12345678, studio/seed-src/documents/site.ts) and the usual made-up
// ones: 0123 456…, 01234 …, +49 123 ….
const placeholderPhone = (digits: string) =>
  digits.includes('123456') || /^(?:0|\+49|0049)123/.test(digits);

/** Where a text holds a placeholder (the earliest one), or undefined. */
export function findPlaceholder(text: string): Match | undefined {
  const matches: Match[] = [];
  for (const pattern of placeholderPatterns) {
    const match = pattern.exec(text);
    if (match) matches.push({ index: match.index, length: match[0].length });
  }
  for (const run of text.matchAll(phoneLike)) {
    if (placeholderPhone(run[0].replace(/[^\d+]/g, ''))) {
      matches.push({ index: run.index, length: run[0].length });
    }
  }
  return matches.sort((a, b) => a.index - b.index)[0];
}

const EXCERPT_RADIUS = 40;

/** The text around a match (or its start), on one line, cut at words, in German quotes. */
function quoted(text: string, { index, length }: Match = { index: 0, length: EXCERPT_RADIUS }) {
  let start = Math.max(0, index - EXCERPT_RADIUS);
  let end = Math.min(text.length, index + length + EXCERPT_RADIUS);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < index) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > index + length) end = space;
  }
  const excerpt = text.slice(start, end).replace(/\s+/gu, ' ').trim();
  return `„${start > 0 ? '…' : ''}${excerpt}${end < text.length ? ' …' : ''}“`;
}

/** The first text of Portable Text, for naming it. */
const firstBlockText = (blocks: unknown) =>
  (Array.isArray(blocks) ? blocks : [])
    .flatMap((block: { children?: unknown }) =>
      Array.isArray(block?.children) ? block.children : [],
    )
    .map((child: { text?: unknown }) => child?.text)
    .find(hasText);

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A German text of a localised field, or a plain string. */
const germanOf = (value: unknown) =>
  hasText(value) ? value : isFields(value) && hasText(value.de) ? value.de : undefined;

type Finding = [kind: LaunchFindingKind, message: string];
type Report = (path: LaunchPathSegment[], ...finding: Finding) => void;
type Found = {
  path: LaunchPathSegment[];
  order: (string | number)[];
  finding: Finding;
  language?: LaunchLanguage;
};

const localizedTypes = new Set(['localeString', 'localeText', 'localeBlockContent']);
const isLanguage = (key: string): key is LaunchLanguage => key === 'de' || key === 'en';

/**
 * Reports what `value` holds at `path`. `order` is the path with array members by their index,
 * which orders findings where a `_key` cannot.
 */
function visit(
  value: unknown,
  path: LaunchPathSegment[],
  order: (string | number)[],
  found: Found[],
  seedImageIds: ReadonlySet<string>,
  language?: LaunchLanguage,
) {
  const here: Report = (at, ...finding) =>
    found.push({
      path: at,
      order: [...order, ...at.slice(path.length).map(String)],
      finding,
      ...(language && { language }),
    });
  if (typeof value === 'string') {
    const match = findPlaceholder(value);
    if (match) here(path, 'placeholder', `Enthält einen Platzhalter: ${quoted(value, match)}`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((member: unknown, index) => {
      const key = isFields(member) && typeof member._key === 'string' ? member._key : undefined;
      const segment = key === undefined ? index : { _key: key };
      visit(member, [...path, segment], [...order, index], found, seedImageIds, language);
    });
    return;
  }
  if (!isFields(value)) return;

  const asset = isFields(value.asset) && typeof value.asset._ref === 'string' ? value.asset : null;
  if (asset) {
    const alt = isFields(value.alt) ? value.alt.de : undefined;
    if (seedImageIds.has(asset._ref as string)) {
      here(
        path,
        'seedImage',
        `Das Bild ist noch ein gezeichneter Platzhalter der Beispielinhalte${hasText(alt) ? `: ${quoted(alt)}` : ''}`,
      );
    }
    if (!hasText(alt)) here([...path, 'alt'], 'altMissing', 'Dem Bild fehlt der Alternativtext');
  }
  // A section of invented entries (the assistant at work's calls): the document's own mark is
  // reported by launchCheck() itself, first.
  if (path.length > 0 && value.isExample === true) {
    here(
      [...path, 'isExample'],
      'example',
      'Beispieldaten der Einrichtung: durch echte Inhalte ersetzen und den Schalter „Beispieldaten“ ausschalten, oder den Abschnitt löschen',
    );
  }
  switch (value._type) {
    case 'keyFigure': {
      const source = isFields(value.source) ? value.source : {};
      if (!hasText(isFields(source.text) ? source.text.de : undefined)) {
        const figure = germanOf(value.value) ?? germanOf(value.label) ?? '';
        here([...path, 'source'], 'figureWithoutSource', `Kennzahl ohne Quelle: ${quoted(figure)}`);
      }
      break;
    }
    case 'localeString':
    case 'localeText':
      if (hasText(value.de) && !hasText(value.en)) {
        found.push({
          path,
          order,
          finding: ['englishMissing', `Englisch fehlt; der deutsche Text: ${quoted(value.de)}`],
          language: 'en',
        });
      }
      break;
    case 'localeBlockContent':
      if (blocksHaveText(value.de) && !blocksHaveText(value.en)) {
        found.push({
          path,
          order,
          finding: [
            'englishMissing',
            `Englisch fehlt; der deutsche Text: ${quoted(firstBlockText(value.de) ?? '')}`,
          ],
          language: 'en',
        });
      }
      break;
  }
  const localized = typeof value._type === 'string' && localizedTypes.has(value._type);
  // `_`-fields are Sanity's own (ids, types, keys, references), no editor's text.
  for (const key of Object.keys(value)) {
    if (key.startsWith('_') || (asset && key === 'asset')) continue;
    const within = localized && isLanguage(key) ? key : language;
    visit(value[key], [...path, key], [...order, key], found, seedImageIds, within);
  }
}

type ContentDocument = Fields & { _id: string; _type: string };

/** A published document of the content: no draft, release version or document of Sanity's own. */
const isPublishedContent = (document: unknown): document is ContentDocument =>
  isFields(document) &&
  typeof document._id === 'string' &&
  typeof document._type === 'string' &&
  !document._id.startsWith('drafts.') &&
  !document._id.startsWith('versions.') &&
  !document._id.startsWith('_.') &&
  !document._type.startsWith('sanity.');

const compare = <T extends string | number>(a: T, b: T) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Paths in the order of field names and array indexes, a path before those inside it. Fields
 * by name, so that the order never depends on how a document was stored.
 */
function compareOrder(a: (string | number)[], b: (string | number)[]) {
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const [x, y] = [a[index]!, b[index]!];
    if (x !== y) return typeof x === typeof y ? compare(x, y) : typeof x === 'number' ? -1 : 1;
  }
  return a.length - b.length;
}

/**
 * Everything of `documents` (raw, as Sanity stores them) still to be done before the launch, by
 * document id, then by path. `seedImageIds`: the asset ids of the seed's drawn images
 * (web/local-stack/seedAssets.ts, seedImageAssetIds).
 */
export function launchCheck(
  documents: unknown[],
  { seedImageIds }: { seedImageIds: ReadonlySet<string> },
): LaunchFinding[] {
  const published = documents.filter(isPublishedContent).sort((a, b) => compare(a._id, b._id));
  return published.flatMap((document) => {
    const found: Found[] = [];
    if (document.isExample === true) {
      found.push({
        path: ['isExample'],
        order: [],
        finding: [
          'example',
          'Beispiel-Eintrag der Einrichtung: durch echte Inhalte ersetzen und den Schalter „Beispiel-Eintrag“ ausschalten, oder löschen',
        ],
      });
    }
    visit(document, [], [], found, seedImageIds);
    // Array.prototype.sort is stable: findings at the same path keep the order they were found in.
    return perField(found.sort((a, b) => compareOrder(a.order, b.order))).map((finding) => ({
      documentId: document._id,
      documentType: document._type,
      ...finding,
    }));
  });
}

/**
 * One finding per field: the same finding in a localised field's German and English is one,
 * at the field, with both languages named (the first one's message). A finding inside one
 * language's text (a link of Portable Text) keeps its path and names its language.
 */
function perField(found: Found[]) {
  const fields = new Map<string, Omit<LaunchFinding, 'documentId' | 'documentType'>>();
  for (const { path, finding, language } of found) {
    const [kind, message] = finding;
    const atLanguage = language !== undefined && path.at(-1) === language;
    const fieldPath = atLanguage ? path.slice(0, -1) : path;
    const key = `${kind} ${JSON.stringify(fieldPath)}`;
    const field = fields.get(key);
    if (field?.languages && language && !field.languages.includes(language)) {
      field.languages.push(language);
    } else if (!field) {
      fields.set(key, {
        path: fieldPath,
        ...(language && { languages: [language] }),
        kind,
        message,
      });
    }
  }
  return [...fields.values()];
}
