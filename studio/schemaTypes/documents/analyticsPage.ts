import { BarChartIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import {
  exactList,
  headingField,
  introField,
  listOf,
  longText,
  noOwnOrderings,
  section,
  seoField,
  text,
} from '../objects/fields';
import { figureSourceField } from '../objects/keyFigure';

export const analyticsPage = defineType({
  name: 'analyticsPage',
  title: 'Analysen & Zeitersparnisse',
  type: 'document',
  orderings: noOwnOrderings,
  icon: BarChartIcon,
  fields: [
    seoField,
    headingField,
    introField,
    exactList(
      'benefits',
      'Vorteile',
      5,
      [{ type: 'keyFigure' }],
      'Fünf Karten unter der Einleitung, in dieser Reihenfolge: der Wert groß oben, die Bezeichnung als Titel der Karte, die Erläuterung darunter und ganz unten die Quelle.',
    ),
    defineField({
      name: 'chart',
      title: 'Diagramm',
      type: 'object',
      description:
        'Balkendiagramm unter den Karten, z. B. Anrufe pro Wochentag. Screenreader lesen jeden Balken als Text: Beschriftung, Wert und Einheit.',
      fields: [
        text('heading', 'Überschrift', 'Überschrift über dem Diagramm.'),
        longText(
          'intro',
          'Erläuterung',
          'Ein, zwei Sätze unter der Überschrift: was die Balken zeigen.',
        ),
        text(
          'unit',
          'Einheit',
          'Was ein Wert zählt, z. B. „Anrufe“; Screenreader lesen sie nach jedem Wert vor.',
        ),
        listOf(
          'bars',
          'Balken',
          [3, 8],
          [
            {
              type: 'object',
              name: 'chartBar',
              title: 'Balken',
              fields: [
                text('label', 'Beschriftung', 'Steht unter dem Balken, z. B. „Mo“ oder „Jan“.'),
                defineField({
                  name: 'value',
                  title: 'Wert',
                  type: 'number',
                  description:
                    'Steht über dem Balken; der größte Wert füllt die ganze Höhe, die anderen im Verhältnis.',
                  validation: (rule) =>
                    rule.required().min(0).error('Bitte eine Zahl ab 0 angeben.'),
                }),
              ],
              preview: { select: { title: 'label.de', subtitle: 'value' } },
            },
          ],
          'Von links nach rechts.',
        ),
        figureSourceField,
      ],
      validation: (rule) => rule.required(),
    }),
    section(
      'conclusion',
      'Fazit',
      'Hervorgehobener Kasten am Ende der Seite, mit den beiden Buttons darunter.',
    ),
    defineField({
      name: 'buttons',
      title: 'Buttons',
      type: 'object',
      description: 'Die Buttons im Kasten „Fazit“ am Ende der Seite.',
      fields: [
        text(
          'test',
          'Button zur Sprach-Demo (Startseite)',
          'Erster Button; führt zur Sprach-Kugel auf der Startseite, z. B. „Jetzt testen“.',
        ),
        text(
          'contact',
          'Button zum Kontaktbereich',
          'Zweiter Button; führt zum Kontaktformular auf der Startseite, z. B. „Kontakt aufnehmen“.',
        ),
      ],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Analysen & Zeitersparnisse' }) },
});
