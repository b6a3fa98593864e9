import { BulbOutlineIcon, EnvelopeIcon } from '@sanity/icons';
import { defineType } from 'sanity';
import { longText, text } from '../objects/fields';
import { sectionHeading, sectionIntro, sectionSurface } from './sectionFields';

export const callToActionSection = defineType({
  name: 'callToActionSection',
  title: 'Handlungsaufruf',
  type: 'object',
  icon: BulbOutlineIcon,
  fields: [
    sectionHeading('im hervorgehobenen Kasten'),
    longText('text', 'Text', 'Ein, zwei Sätze unter der Überschrift, über den Buttons.'),
    text(
      'demoLabel',
      'Button zum Demo-Gespräch',
      'Erster Button; führt zur Sprach-Kugel auf der Startseite, z. B. „Demo-Gespräch starten“.',
    ),
    text(
      'contactLabel',
      'Button zum Kontaktformular',
      'Zweiter Button; führt zum Kontaktformular auf der Startseite, z. B. „Beratung anfragen“.',
    ),
    sectionSurface('card'),
  ],
  preview: {
    select: { subtitle: 'heading.de' },
    prepare: ({ subtitle }) => ({ title: 'Handlungsaufruf', subtitle }),
  },
});

/** The contact form with the address of the site settings; every „Kontakt“ link leads here. */
export const contactSection = defineType({
  name: 'contactSection',
  title: 'Kontakt',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    sectionHeading('über Anschrift und Kontaktformular'),
    sectionIntro('des Kontaktbereichs'),
    text(
      'addressHeading',
      'Überschrift der Anschrift',
      'Steht über der Anschrift (aus den Website-Einstellungen), neben dem Kontaktformular.',
    ),
    sectionSurface('plain'),
  ],
  preview: {
    select: { subtitle: 'heading.de' },
    prepare: ({ subtitle }) => ({ title: 'Kontakt', subtitle }),
  },
});
