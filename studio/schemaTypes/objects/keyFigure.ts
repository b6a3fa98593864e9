import { defineField, defineType } from 'sanity';
import { hasText } from './localized';
import { longText, text } from './fields';

/**
 * Where a figure comes from, shown small under it (web/src/sections/FigureSource.tsx). Publishing
 * without one only warns.
 */
export const figureSourceField = defineField({
  name: 'source',
  title: 'Quelle',
  type: 'object',
  description:
    'Woher die Zahlen stammen; steht klein darunter. Eine Zahl ohne Quelle überzeugt niemanden.',
  fields: [
    defineField({
      name: 'text',
      title: 'Quellenangabe',
      type: 'localeString',
      description: 'z. B. „Auswertung von 12.000 Anrufen bei drei Kunden, 2025“.',
    }),
    defineField({
      name: 'url',
      title: 'Link zur Quelle',
      type: 'url',
      description: 'Optional: die Studie oder Auswertung, mit https://.',
      validation: (rule) =>
        rule.uri({ scheme: ['https'] }).error('Bitte eine https-Adresse angeben.'),
    }),
  ],
  validation: (rule) =>
    rule
      .custom((source: { text?: { de?: unknown } } | undefined) =>
        hasText(source?.text?.de) ? true : 'Ohne Quelle: Bitte angeben, woher die Zahl stammt.',
      )
      .warning(),
});

/**
 * A figure the site claims (24/7, −50 %, a case study's result) with the source shown under it.
 * Publishing one without a source only warns: the launch check („Vor dem Start“) lists it too.
 */
export const keyFigure = defineType({
  name: 'keyFigure',
  title: 'Kennzahl',
  type: 'object',
  fields: [
    text('value', 'Wert', 'Kurz und groß dargestellt, z. B. „24/7“ oder „-50 %“.'),
    text('label', 'Bezeichnung', 'Steht unter dem Wert, z. B. „Erreichbarkeit“.'),
    longText('description', 'Erläuterung', 'Ein, zwei Sätze zur Kennzahl.'),
    figureSourceField,
  ],
  preview: { select: { title: 'value.de', subtitle: 'label.de' } },
});
