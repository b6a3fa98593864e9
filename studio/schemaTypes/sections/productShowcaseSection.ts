import { DashboardIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { listOf, longText, text } from '../objects/fields';
import { hasText } from '../objects/localized';
import { sectionHeading, sectionIntro, sectionSurface } from './sectionFields';

/** What a call ended with: the log's outcome column, each with its colour on the site. */
export const callOutcomes = [
  { value: 'booked', title: 'Termin gebucht' },
  { value: 'forwarded', title: 'Weitergeleitet' },
  { value: 'callback', title: 'Rückruf notiert' },
  { value: 'answered', title: 'Auskunft gegeben' },
] as const;

const group = (
  name: string,
  title: string,
  description: string,
  fields: ReturnType<typeof text>[],
) =>
  defineField({
    name,
    title,
    type: 'object',
    description,
    options: { collapsible: true },
    fields,
    validation: (rule) => rule.required(),
  });

/**
 * The assistant at work, drawn as the panel of its dashboard: a log of calls with their outcomes,
 * an appointment it booked, and the summary of a call. The entries are the editors' text, so the
 * panel can show a practice's day as well as a workshop's.
 */
export const productShowcaseSection = defineType({
  name: 'productShowcaseSection',
  title: 'Assistent bei der Arbeit',
  type: 'object',
  icon: DashboardIcon,
  fields: [
    sectionHeading('über dem Dashboard des Assistenten'),
    sectionIntro('über dem Dashboard'),
    text(
      'panelTitle',
      'Titel des Dashboards',
      'Steht in der Kopfleiste des Dashboards, z. B. „Anrufe heute“.',
    ),
    defineField({
      name: 'isExample',
      title: 'Beispieldaten',
      type: 'boolean',
      description:
        'An, solange die Anrufe erfunden sind: Das Dashboard trägt dann die Kennzeichnung unten, und „Vor dem Start“ listet den Abschnitt. Aus, sobald es echte, anonymisierte Anrufe zeigt.',
      initialValue: true,
    }),
    defineField({
      name: 'exampleLabel',
      title: 'Kennzeichnung als Beispiel',
      type: 'localeString',
      description: 'Steht gut sichtbar in der Kopfleiste des Dashboards, z. B. „Beispieldaten“.',
      hidden: ({ parent }) => !(parent as { isExample?: boolean } | undefined)?.isExample,
      validation: (rule) =>
        rule.custom((value: { de?: unknown } | undefined, context) =>
          (context.parent as { isExample?: boolean } | undefined)?.isExample && !hasText(value?.de)
            ? 'Bitte die Kennzeichnung angeben, solange die Anrufe Beispiele sind.'
            : true,
        ),
    }),
    group(
      'columns',
      'Spaltenköpfe der Anrufliste',
      'Über den Spalten der Anrufliste auf breiten Bildschirmen; auf dem Telefon stehen die Angaben untereinander.',
      [
        text('time', 'Uhrzeit', 'z. B. „Uhrzeit“.'),
        text('caller', 'Anrufer', 'z. B. „Anrufer“.'),
        text('reason', 'Anliegen', 'z. B. „Anliegen“.'),
        text('outcome', 'Ergebnis', 'z. B. „Ergebnis“.'),
      ],
    ),
    group(
      'outcomes',
      'Bezeichnungen der Ergebnisse',
      'Wie die Anrufliste jedes Ergebnis nennt; jedes hat seine Farbe.',
      callOutcomes.map(({ value, title }) =>
        text(value, title, `Bezeichnung für Anrufe mit dem Ergebnis „${title}“.`),
      ),
    ),
    listOf(
      'calls',
      'Anrufe',
      [3, 6],
      [
        {
          type: 'object',
          name: 'showcaseCall',
          title: 'Anruf',
          fields: [
            defineField({
              name: 'time',
              title: 'Uhrzeit',
              type: 'string',
              description: 'Wann der Anruf kam, als Stunde und Minute, z. B. „08:12“.',
              validation: (rule) =>
                rule
                  .required()
                  .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
                  .error('Bitte die Uhrzeit als „HH:MM“ angeben, z. B. „08:12“.'),
            }),
            text('caller', 'Anrufer', 'Wer anrief, ohne Namen, z. B. „Neupatientin“.'),
            text('reason', 'Anliegen', 'Worum es ging, z. B. „Termin zur Kontrolle“.'),
            defineField({
              name: 'outcome',
              title: 'Ergebnis',
              type: 'string',
              description:
                'Womit der Anruf endete; die Bezeichnung steht oben unter „Bezeichnungen der Ergebnisse“.',
              options: { list: [...callOutcomes], layout: 'radio' },
              validation: (rule) => rule.required().error('Bitte ein Ergebnis wählen.'),
            }),
          ],
          preview: { select: { title: 'reason.de', subtitle: 'time' } },
        },
      ],
      'Die Anrufliste, der neueste oben.',
    ),
    group(
      'appointment',
      'Gebuchter Termin',
      'Karte neben der Anrufliste: ein Termin, den der Assistent eingetragen hat.',
      [
        text('heading', 'Überschrift', 'Überschrift der Karte, z. B. „Termin gebucht“.'),
        text('title', 'Termin', 'Was gebucht wurde, z. B. „Kontrolluntersuchung“.'),
        text('when', 'Wann', 'Tag und Uhrzeit, z. B. „Di., 14. Jan. · 09:30 Uhr“.'),
        text('where', 'Bei wem, wo', 'z. B. „Dr. Weber · Zimmer 2“.'),
        text(
          'note',
          'Hinweis',
          'Was der Assistent dazu erledigt hat, z. B. „Bestätigung per SMS gesendet“.',
        ),
      ],
    ),
    defineField({
      name: 'summary',
      title: 'Gesprächszusammenfassung',
      type: 'object',
      description:
        'Karte unter dem Termin: was der Assistent nach einem Anruf für das Team notiert.',
      options: { collapsible: true },
      fields: [
        text('heading', 'Überschrift', 'Überschrift der Karte, z. B. „Zusammenfassung“.'),
        text('meta', 'Anruf', 'Welcher Anruf, z. B. „Neupatientin · 08:12 · 2:41 Min.“.'),
        longText('text', 'Zusammenfassung', 'Zwei, drei Sätze, wie der Assistent sie schreibt.'),
      ],
      validation: (rule) => rule.required(),
    }),
    sectionSurface('band'),
  ],
  preview: {
    select: { title: 'heading.de' },
    prepare: ({ title }) => ({ title: 'Assistent bei der Arbeit', subtitle: title }),
  },
});
