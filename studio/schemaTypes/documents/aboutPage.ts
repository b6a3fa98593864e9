import { UsersIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { callToAction, headingField, introField, section, seoField, text } from '../objects/fields';

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'Über uns',
  type: 'document',
  icon: UsersIcon,
  fields: [
    seoField,
    headingField,
    introField,
    text(
      'foundersHeading',
      'Überschrift über den Gründern',
      'Die Gründer selbst (Foto, Name, Rolle, Kurzvorstellung) pflegen Sie an einer Stelle: Startseite → Über uns → Gründer. Sie erscheinen auf der Startseite und auf dieser Seite.',
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
        'Erster Button; führt zur Sprach-Kugel auf der Startseite, z. B. „Demo-Assistenten testen“.',
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
