import { defineField, type ArrayOfType } from 'sanity';

// Field builders shared by the page types, so every page validates the same way.

export const text = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'localeString',
    description,
    validation: (rule) => rule.required().error(`Bitte füllen Sie „${title}“ aus.`),
  });

export const longText = (name: string, title: string, description?: string) =>
  defineField({
    name,
    title,
    type: 'localeText',
    description,
    validation: (rule) => rule.required().error(`Bitte füllen Sie „${title}“ aus.`),
  });

/** The tabs of a document that is a page of its own: its content, and its SEO fields. */
export const pageGroups = [
  { name: 'content', title: 'Inhalt', default: true },
  { name: 'seo', title: 'SEO' },
];

export const seoField = defineField({
  name: 'seo',
  title: 'Suchmaschinen & Teilen',
  type: 'seo',
  validation: (rule) => rule.required().error('Bitte füllen Sie Titel und Beschreibung aus.'),
});

/**
 * An image's alternative text, a text of the site like any other (text()): required once the
 * image is set (an image that is not set has no fields to validate).
 */
export const altText = (description: string) => text('alt', 'Alternativtext', description);

/** Where an image of the site is shown at a fixed size: editors set its crop and hotspot. */
export const imageOptions = { hotspot: true } as const;

/**
 * An image link previews show (LinkedIn, WhatsApp, X …), cut by the site to 1200 × 630 pixels as
 * the editor's crop and hotspot say (web/src/content/images.ts, shareImage). `shownWhen` and
 * `otherwise` say when it is shown, and what is shown without it.
 */
export const shareImageField = (
  name: string,
  title: string,
  { shownWhen, otherwise = '' }: { shownWhen: string; otherwise?: string },
) =>
  defineField({
    name,
    title,
    type: 'image',
    description: `${shownWhen} (LinkedIn, WhatsApp, X …), im Format 1200 × 630 Pixel: Mit „Ausschnitt“ und „Fokuspunkt“ legen Sie fest, was zu sehen bleibt.${otherwise}`,
    options: imageOptions,
    fields: [altText('Beschreibt das Bild für Screenreader in der Vorschau.')],
  });

export const headingField = text(
  'heading',
  'Hauptüberschrift',
  'Große Überschrift ganz oben auf der Seite.',
);

/** The paragraph under a page's main heading (web/src/layout/PageHeader.tsx). */
export const introField = longText('intro', 'Einleitung', 'Absatz unter der Hauptüberschrift.');

/**
 * A list the design holds from `min` to `max` entries (figures, steps, founders …): the
 * carousel, timeline and cards adapt to the count.
 */
export const listOf = (
  name: string,
  title: string,
  [min, max]: [number, number],
  of: ArrayOfType[],
  description: string,
) =>
  defineField({
    name,
    title,
    type: 'array',
    description: `${description} ${min} bis ${max} Einträge.`,
    of,
    validation: (rule) =>
      rule.required().min(min).max(max).error(`Diese Liste braucht ${min} bis ${max} Einträge.`),
  });

/**
 * Marks a document the seed wrote as an example: the Studio shows „Beispiel“ in its lists, and
 * the launch check („Vor dem Start“) lists it until an editor replaces or deletes it.
 */
export const isExampleField = defineField({
  name: 'isExample',
  title: 'Beispiel-Eintrag',
  type: 'boolean',
  description:
    'Von der Einrichtung mitgelieferter Beispiel-Eintrag. Vor dem Start durch echte Inhalte ersetzen und diesen Schalter ausschalten, oder den Eintrag löschen.',
  initialValue: false,
});

/** A document's list title with „Beispiel“ in front while it is an example (isExampleField). */
export const exampleTitle = (title: string | undefined, isExample: unknown) =>
  isExample ? `Beispiel · ${title ?? ''}` : (title ?? '');

/** A list that the page layout needs at exactly this length (four stats, four stations …). */
export const exactList = (
  name: string,
  title: string,
  count: number,
  of: ArrayOfType[],
  description?: string,
) =>
  defineField({
    name,
    title,
    type: 'array',
    description,
    of,
    validation: (rule) =>
      rule.required().length(count).error(`Diese Liste braucht genau ${count} Einträge.`),
  });

/** A section with a heading and a paragraph (mission, vision, story …); `description` says where. */
export const section = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'object',
    description,
    options: { collapsible: true },
    fields: [
      text('heading', 'Überschrift', 'Überschrift des Abschnitts.'),
      longText('text', 'Text', 'Absatz unter der Überschrift des Abschnitts.'),
    ],
    validation: (rule) => rule.required(),
  });

/**
 * A page's closing call to action: heading, text and the labels of its buttons
 * (web/src/layout/CallToAction.tsx).
 */
export const callToAction = (buttons: ReturnType<typeof text>[]) =>
  defineField({
    name: 'cta',
    title: 'Abschluss-Aufruf',
    type: 'object',
    description: 'Hervorgehobener Kasten am Ende der Seite mit Überschrift, Text und Buttons.',
    fields: [
      text('heading', 'Überschrift', 'Überschrift des Kastens am Ende der Seite.'),
      longText('text', 'Text', 'Ein, zwei Sätze unter dieser Überschrift, über den Buttons.'),
      ...buttons,
    ],
    validation: (rule) => rule.required(),
  });

/**
 * A document type's sort order, `title` reading on in the Studio's „Sortieren nach …“. Each
 * document type declares its orders: Sanity would otherwise make some up from its fields, with
 * English names („Sortieren nach Is example“).
 */
export const sortBy = (title: string, field: string) => ({
  name: field.replace(/\.\w+$/, ''),
  title,
  by: [{ field, direction: 'asc' as const }],
});

/** A singleton's: opened directly, never listed, it needs none of its own. */
export const noOwnOrderings = [];
