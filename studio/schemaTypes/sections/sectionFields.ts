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

/** References to documents of `type`, from `min` to `max`, each at most once. */
export const referenceList = (
  name: string,
  title: string,
  type: string,
  [min, max]: [number, number],
  description: string,
) =>
  defineField({
    name,
    title,
    type: 'array',
    description: `${description} ${min} bis ${max} Einträge; die Reihenfolge hier ist die auf der Seite.`,
    of: [{ type: 'reference', to: [{ type }] }] satisfies ArrayOfType[],
    validation: (rule) =>
      rule
        .required()
        .unique()
        .min(min)
        .max(max)
        .error(`Bitte ${min} bis ${max} verschiedene Einträge wählen.`),
  });
