import { UsersIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import {
  callToAction,
  headingField,
  introField,
  listOf,
  noOwnOrderings,
  section,
  seoField,
  text,
} from '../objects/fields';

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'Über uns',
  type: 'document',
  orderings: noOwnOrderings,
  icon: UsersIcon,
  fields: [
    seoField,
    headingField,
    introField,
    text(
      'foundersHeading',
      'Überschrift über den Gründern',
      'Steht über den Gründern (Feld darunter).',
    ),
    listOf(
      'founders',
      'Gründer',
      [1, 6],
      [{ type: 'founder' }],
      'Erscheinen auf dieser Seite und in jedem Abschnitt „Über uns (Kurzvorstellung)“, etwa auf der Startseite.',
    ),
    section('whoWeAre', 'Wer wir sind', 'Erster Abschnitt unter den Gründern.'),
    section('story', 'Unsere Geschichte', 'Abschnitt unter „Wer wir sind“.'),
    text(
      'claim',
      'Leitsatz',
      'Ein Satz, groß hervorgehoben, zwischen „Unsere Geschichte“ und „Mission“.',
    ),
    section(
      'mission',
      'Mission',
      'Kasten unter dem Leitsatz; auf breiten Bildschirmen links neben der Vision.',
    ),
    section(
      'vision',
      'Vision',
      'Kasten unter dem Leitsatz; auf breiten Bildschirmen rechts neben der Mission.',
    ),
    callToAction([
      text(
        'primaryLabel',
        'Button zur Sprach-Demo (Startseite)',
        'Erster Button; führt zur Sprach-Kugel auf der Startseite, z. B. „Demo-Gespräch starten“.',
      ),
      text(
        'secondaryLabel',
        'Button zum Kontaktbereich',
        'Zweiter Button; führt zum Kontaktformular auf der Startseite, z. B. „Kontakt aufnehmen“.',
      ),
    ]),
  ],
  preview: { prepare: () => ({ title: 'Über uns' }) },
});
