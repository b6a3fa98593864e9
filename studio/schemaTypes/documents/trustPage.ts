import { LockIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import {
  headingField,
  introField,
  listOf,
  longText,
  noOwnOrderings,
  pageGroups,
  seoField,
  text,
} from '../objects/fields';

// „Vertrauen & Datenschutz“ (/vertrauen): what a buyer's data-protection officer asks before a
// contract: where the site and the data are hosted, who processes data on the company's behalf,
// the data processing agreement and the security measures. A singleton (studio/structure.ts).

const subProcessor = {
  type: 'object',
  name: 'subProcessor',
  title: 'Unterauftragsverarbeiter',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'Firmenname mit Rechtsform, z. B. „Supabase Inc.“.',
      validation: (rule) => rule.required().error('Bitte füllen Sie „Name“ aus.'),
    }),
    text(
      'purpose',
      'Zweck',
      'Wofür der Dienst Daten verarbeitet, z. B. „Datenbank des Demo-Gesprächs“.',
    ),
    text(
      'location',
      'Ort der Verarbeitung',
      'Sitz und Ort der Server, z. B. „USA; Server in der EU (Frankfurt)“.',
    ),
    text(
      'legalBasis',
      'Rechtsgrundlage / Übermittlung',
      'Vertrag und Grundlage einer Übermittlung in ein Drittland, z. B. „AVV nach Art. 28 DSGVO; EU-Standardvertragsklauseln“.',
    ),
  ],
  preview: { select: { title: 'name', subtitle: 'purpose.de' } },
};

const fact = {
  type: 'object',
  name: 'hostingFact',
  title: 'Angabe',
  fields: [
    text(
      'label',
      'Bezeichnung',
      'Links in der Zeile, z. B. „Anbieter“, „Rechenzentrum“ oder „Region“.',
    ),
    text('value', 'Wert', 'Rechts daneben, z. B. „Hetzner Online GmbH“.'),
  ],
  preview: { select: { title: 'label.de', subtitle: 'value.de' } },
};

export const trustPage = defineType({
  name: 'trustPage',
  title: 'Vertrauen & Datenschutz',
  type: 'document',
  orderings: noOwnOrderings,
  icon: LockIcon,
  groups: pageGroups,
  fields: [
    { ...headingField, group: 'content' },
    { ...introField, group: 'content' },
    defineField({
      name: 'hosting',
      title: 'Hosting',
      type: 'object',
      description: 'Wo die Website und ihre Daten liegen: Anbieter, Standort, Region.',
      group: 'content',
      fields: [
        text('heading', 'Überschrift', 'Überschrift des Abschnitts, z. B. „Hosting“.'),
        longText('text', 'Text', 'Ein, zwei Sätze unter der Überschrift.'),
        listOf('facts', 'Angaben', [2, 6], [fact], 'Zeilen mit Bezeichnung und Wert.'),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'subProcessors',
      title: 'Unterauftragsverarbeiter',
      type: 'object',
      description:
        'Die Dienstleister, die in unserem Auftrag personenbezogene Daten verarbeiten, als Tabelle. Halten Sie sie mit der Datenschutzerklärung gleich.',
      group: 'content',
      fields: [
        text(
          'heading',
          'Überschrift',
          'Überschrift über der Tabelle, z. B. „Unterauftragsverarbeiter“.',
        ),
        longText('text', 'Text', 'Ein, zwei Sätze über der Tabelle.'),
        defineField({
          name: 'columns',
          title: 'Spaltenüberschriften',
          type: 'object',
          description: 'Die Köpfe der vier Spalten; auf dem Handy stehen sie vor jedem Wert.',
          fields: [
            text('name', 'Spalte „Name“', 'Kopf der ersten Spalte, z. B. „Dienstleister“.'),
            text('purpose', 'Spalte „Zweck“', 'Kopf der zweiten Spalte, z. B. „Zweck“.'),
            text(
              'location',
              'Spalte „Ort“',
              'Kopf der dritten Spalte, z. B. „Ort der Verarbeitung“.',
            ),
            text(
              'legalBasis',
              'Spalte „Rechtsgrundlage“',
              'Kopf der vierten Spalte, z. B. „Rechtsgrundlage / Übermittlung“.',
            ),
          ],
          validation: (rule) => rule.required(),
        }),
        listOf(
          'rows',
          'Dienstleister',
          [1, 20],
          [subProcessor],
          'Eine Zeile der Tabelle je Dienstleister.',
        ),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'dpa',
      title: 'Auftragsverarbeitungsvertrag',
      type: 'object',
      description:
        'Der Vertrag nach Art. 28 DSGVO zum Herunterladen. Ohne Datei zeigt die Seite stattdessen den Link „Ohne Datei“, der zum Kontaktformular führt.',
      group: 'content',
      fields: [
        text(
          'heading',
          'Überschrift',
          'Überschrift des Abschnitts, z. B. „Auftragsverarbeitungsvertrag“.',
        ),
        longText('text', 'Text', 'Was der Vertrag regelt und für wen er gilt: ein, zwei Sätze.'),
        defineField({
          name: 'file',
          title: 'Datei',
          type: 'file',
          description:
            'Optional: der Vertrag als PDF. Die Seite zeigt einen Link zum Herunterladen mit Dateityp und Größe.',
          options: { accept: 'application/pdf' },
        }),
        text(
          'downloadLabel',
          'Linktext zum Herunterladen',
          'Steht auf dem Link zur Datei, z. B. „Auftragsverarbeitungsvertrag herunterladen“.',
        ),
        text(
          'fallbackLabel',
          'Ohne Datei',
          'Linktext zum Kontaktformular, solange keine Datei hochgeladen ist, z. B. „Auftragsverarbeitungsvertrag auf Anfrage“.',
        ),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'security',
      title: 'Sicherheitsmaßnahmen',
      type: 'object',
      description: 'Die technischen und organisatorischen Maßnahmen als Liste.',
      group: 'content',
      fields: [
        text('heading', 'Überschrift', 'Überschrift der Liste, z. B. „Sicherheitsmaßnahmen“.'),
        listOf(
          'measures',
          'Maßnahmen',
          [2, 12],
          [{ type: 'localeString' }],
          'Je eine Maßnahme in einem Satz, z. B. „Verschlüsselte Übertragung (TLS 1.3)“.',
        ),
      ],
      validation: (rule) => rule.required(),
    }),
    { ...seoField, group: 'seo' },
  ],
  preview: { prepare: () => ({ title: 'Vertrauen & Datenschutz' }) },
});
