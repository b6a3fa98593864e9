import type { Path } from 'sanity';

// What a draft refers to, found in its value: the strong references, and the weak ones the Studio
// makes strong on publishing (`_strengthenOnPublish`: it writes those for a document that is a
// draft only). A weak one otherwise may point at a document that does not exist, and publishing
// never waits for it. Each with the path of its field, where the Studio reports a reference to
// an unpublished document.

export type StrongReference = { id: string; path: Path };

export function strongReferences(value: unknown, path: Path = []): StrongReference[] {
  if (Array.isArray(value))
    return value.flatMap((item: unknown, index) => {
      const key = (item as { _key?: unknown } | null)?._key;
      return strongReferences(item, [...path, typeof key === 'string' ? { _key: key } : index]);
    });
  if (!value || typeof value !== 'object') return [];
  const { _ref, _weak, _strengthenOnPublish } = value as Record<string, unknown>;
  if (typeof _ref === 'string')
    return _weak === true && !_strengthenOnPublish ? [] : [{ id: _ref, path }];
  return Object.entries(value).flatMap(([name, field]) =>
    name.startsWith('_') ? [] : strongReferences(field, [...path, name]),
  );
}

/** Whether two paths name the same place (keys and indexes as the Studio writes them). */
export const samePath = (a: Path, b: Path) =>
  a.length === b.length &&
  a.every((segment, i) => JSON.stringify(segment) === JSON.stringify(b[i]));

/** How the dialog names a referenced document of a type, in the accusative German needs. */
const referencedNames: Record<string, { alone: string; listed: string }> = {
  customer: { alone: 'den unveröffentlichten Kunden', listed: 'den Kunden' },
  testimonial: { alone: 'die unveröffentlichte Kundenstimme', listed: 'die Kundenstimme' },
  caseStudy: { alone: 'die unveröffentlichte Fallstudie', listed: 'die Fallstudie' },
  faqEntry: { alone: 'den unveröffentlichten FAQ-Eintrag', listed: 'den FAQ-Eintrag' },
  sampleConversation: {
    alone: 'das unveröffentlichte Beispielgespräch',
    listed: 'das Beispielgespräch',
  },
};

export type UnpublishedReference = { id: string; type: string; title: string };

const named = (type: string, form: 'alone' | 'listed') =>
  referencedNames[type]?.[form] ??
  (form === 'alone' ? 'das unveröffentlichte Dokument' : 'das Dokument');

/** Which documents the page uses that are unpublished: the publish button's tooltip. */
export function unpublishedNamed(unpublished: UnpublishedReference[]): string {
  const [first] = unpublished;
  if (unpublished.length === 1 && first)
    return `Diese Seite verweist auf ${named(first.type, 'alone')} „${first.title}“.`;
  const listed = unpublished.map(({ type, title }) => `${named(type, 'listed')} „${title}“`);
  return `Diese Seite verweist auf unveröffentlichte Einträge: ${listed.join(', ')}.`;
}

/** The dialog's question: the documents, and whether to publish them with the page. */
export const publishBothQuestion = (unpublished: UnpublishedReference[]) =>
  `${unpublishedNamed(unpublished)} ${unpublished.length === 1 ? 'Beide' : 'Alle'} veröffentlichen?`;
