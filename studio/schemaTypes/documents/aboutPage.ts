import { UsersIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { callToAction, headingField, longText, section, seoField, text } from '../objects/fields';

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'Über uns',
  type: 'document',
  icon: UsersIcon,
  fields: [
    seoField,
    headingField,
    longText('intro', 'Einleitung'),
    text(
      'foundersHeading',
      'Überschrift über den Gründern',
      'Die Gründer selbst (Foto, Name, Rolle, Kurzvorstellung) pflegen Sie an einer Stelle: Startseite → Über uns → Gründer. Sie erscheinen auf der Startseite und auf dieser Seite.',
    ),
    section('whoWeAre', 'Wer wir sind'),
    section('story', 'Unsere Geschichte'),
    text('claim', 'Leitsatz', 'Ein Satz, groß hervorgehoben.'),
    section('mission', 'Mission'),
    section('vision', 'Vision'),
    callToAction([
      text('primaryLabel', 'Button zur Sprach-Demo (Startseite)'),
      text('secondaryLabel', 'Button zum Kontaktbereich'),
    ]),
  ],
  preview: { prepare: () => ({ title: 'Über uns' }) },
});
