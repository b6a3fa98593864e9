import { keyed, t, type LocaleString, type LocaleText } from '../build';

// The assistant at work (studio/schemaTypes/sections/productShowcaseSection.ts): the panel's
// frame, the same on every page, and its entries, which each page invents for its trade. They
// are examples, marked as such on the panel and for the launch check.

type Outcome = 'booked' | 'forwarded' | 'callback' | 'answered';
type Call = [time: string, caller: LocaleString, reason: LocaleString, outcome: Outcome];

export const showcaseSection = ({
  heading,
  intro,
  calls,
  appointment,
  summary,
}: {
  heading: LocaleString;
  intro?: LocaleText;
  calls: Call[];
  appointment: { title: LocaleString; when: LocaleString; where: LocaleString; note: LocaleString };
  summary: { meta: LocaleString; text: LocaleText };
}) => ({
  _type: 'productShowcaseSection',
  surface: 'band',
  heading,
  ...(intro ? { intro } : {}),
  panelTitle: t('Anrufe heute', 'Today’s calls'),
  isExample: true,
  exampleLabel: t('Beispieldaten', 'Example data'),
  columns: {
    time: t('Uhrzeit', 'Time'),
    caller: t('Anrufer', 'Caller'),
    reason: t('Anliegen', 'Reason'),
    outcome: t('Ergebnis', 'Outcome'),
  },
  outcomes: {
    booked: t('Termin gebucht', 'Appointment booked'),
    forwarded: t('Weitergeleitet', 'Put through'),
    callback: t('Rückruf notiert', 'Call-back noted'),
    answered: t('Auskunft gegeben', 'Question answered'),
  },
  calls: keyed(
    'call',
    calls.map(([time, caller, reason, outcome]) => ({
      _type: 'showcaseCall',
      time,
      caller,
      reason,
      outcome,
    })),
  ),
  appointment: { heading: t('Termin gebucht', 'Appointment booked'), ...appointment },
  summary: { heading: t('Zusammenfassung', 'Summary'), ...summary },
});
