import { defineField, type ArrayOfType } from 'sanity';
import { text } from '../objects/fields';

// Fields every section type shares. A section is an object in a page's `sections` list
// (./pageSections.ts); the site renders each by its _type (web/src/sections/PageSections.tsx).

export const sectionHeading = (where: string) =>
  text('heading', 'Überschrift', `Überschrift des Abschnitts ${where}.`);

export const sectionIntro = (where: string) =>
  defineField({
    name: 'intro',
    title: 'Einleitung',
    type: 'localeText',
    description: `Optional: Absatz unter der Überschrift ${where}.`,
  });

/**
 * References to documents of `type`, from `min` to `max`, each at most once. `memberTitle` names
 * one entry (the type's title): without it Sanity writes "Reference to …" in the Studio.
 */
export const referenceList = (
  name: string,
  title: string,
  [type, memberTitle]: [string, string],
  [min, max]: [number, number],
  description: string,
) =>
  defineField({
    name,
    title,
    type: 'array',
    description: `${description} ${min} bis ${max} Einträge; die Reihenfolge hier ist die auf der Seite.`,
    of: [{ type: 'reference', title: memberTitle, to: [{ type }] }] satisfies ArrayOfType[],
    validation: (rule) =>
      rule
        .required()
        .unique()
        .min(min)
        .max(max)
        .error(`Bitte ${min} bis ${max} verschiedene Einträge wählen.`),
  });

/**
 * How a section stands out from the page, so that a page is not one card after another: its
 * value becomes the section's `data-surface` (web/src/sections/surfaces.ts, styled in
 * web/src/sections/sections.css).
 */
export const sectionSurfaces = [
  { value: 'plain', title: 'Ohne Fläche' },
  { value: 'card', title: 'Standard-Karte' },
  { value: 'band', title: 'Farbband über die volle Breite' },
] as const;

export type SectionSurface = (typeof sectionSurfaces)[number]['value'];

/** The „Hintergrund“ of a section type; `initial` is what a new section of the type starts with. */
export const sectionSurface = (initial: SectionSurface) =>
  defineField({
    name: 'surface',
    title: 'Hintergrund',
    type: 'string',
    description: `Wie sich der Abschnitt von der Seite abhebt: ohne Fläche direkt auf dem Seitenhintergrund, als Karte in der Spalte des Inhalts oder als Farbband über die volle Breite des Fensters. Wechseln Sie zwischen Abschnitten ab, damit die Seite gegliedert wirkt. Für diesen Abschnitt empfohlen: „${sectionSurfaces.find(({ value }) => value === initial)!.title}“.`,
    options: { list: [...sectionSurfaces], layout: 'radio', direction: 'horizontal' },
    initialValue: initial,
  });
