import { keyed, seo, t, tText, type LocaleString, type LocaleText } from '../build';
import { companyName } from './site';

// The figures and the chart are invented, as the home page's are: their sources say so.
const benefit = (
  value: LocaleString,
  label: LocaleString,
  description: LocaleText,
  source: LocaleString,
) => ({
  _type: 'keyFigure',
  value,
  label,
  description,
  source: { _type: 'figureSource', text: source },
});

export const analyticsPage = {
  _id: 'analyticsPage',
  _type: 'analyticsPage',
  seo: seo(
    t(`Analysen & Zeitersparnisse | ${companyName}`, `Analytics & time savings | ${companyName}`),
    tText(
      'Wie viel Zeit und Geld ein KI-Sprachassistent Ihrem Team spart: messbare Vorteile für Erreichbarkeit, Kosten und Kundenzufriedenheit.',
      'How much time and money an AI voice assistant saves your team: measurable benefits for availability, costs and customer satisfaction.',
    ),
  ),
  heading: t('Analysen & Zeitersparnisse', 'Analytics & time savings'),
  intro: tText(
    'Was bringt ein KI-Assistent konkret? Diese Werte beobachten wir bei Unternehmen, die ihren Telefonservice mit uns automatisiert haben.',
    'What does an AI assistant actually deliver? These are the figures we see at companies that have automated their phone service with us.',
  ),
  benefits: keyed('benefit', [
    benefit(
      t('24/7', '24/7'),
      t('Immer erreichbar', 'Always available'),
      tText(
        'Ihr Assistent nimmt Anrufe auch nach Feierabend an. Kein Kunde landet mehr auf der Mailbox, keine Anfrage geht verloren.',
        'Your assistant answers calls after hours too. No customer ends up in voicemail, and no enquiry gets lost.',
      ),
      t(
        'Anrufe außerhalb der Öffnungszeiten in drei Pilotprojekten, 2025 (Beispiel)',
        'Calls outside opening hours in three pilot projects, 2025 (example)',
      ),
    ),
    benefit(
      t('−50 %', '−50%'),
      t('Halbierte Servicekosten', 'Service costs cut in half'),
      tText(
        'Wiederkehrende Anfragen kosten keine Personalzeit mehr. Die Einsparung übersteigt die laufenden Kosten meist schon im ersten Quartal.',
        'Routine enquiries no longer eat into your staff’s time. In most cases, the savings outweigh the running costs within the first quarter.',
      ),
      t(
        'Vergleich der Telefonkosten vor und nach dem Start bei drei Kunden, 2025 (Beispiel)',
        'Phone service costs before and after launch at three customers, 2025 (example)',
      ),
    ),
    benefit(
      t('80 %', '80%'),
      t('Anliegen sofort gelöst', 'Requests resolved instantly'),
      tText(
        'Auskünfte, Terminbuchungen und Statusabfragen erledigt der Assistent selbstständig – ohne Rückruf und ohne Wartezeit.',
        'The assistant handles information requests, appointment bookings and status queries on its own – no callbacks, no waiting.',
      ),
      t(
        'Anteil der Anrufe ohne Weiterleitung an einen Menschen, Pilotprojekte 2025 (Beispiel)',
        'Share of calls not passed on to a person, pilot projects 2025 (example)',
      ),
    ),
    benefit(
      t('3 Std.', '3 hrs'),
      t('Mehr Zeit pro Mitarbeiter und Tag', 'More time per employee, every day'),
      tText(
        'Ihr Team wird seltener unterbrochen und hat wieder Zeit für Beratung, Verkauf und anspruchsvolle Fälle.',
        'Your team is interrupted less often and has time again for advising customers, selling and handling the tricky cases.',
      ),
      t(
        'Zeiterfassung am Empfang vor und nach dem Start, zwei Kunden, 2025 (Beispiel)',
        'Front-desk time tracking before and after launch, two customers, 2025 (example)',
      ),
    ),
    benefit(
      t('+30 %', '+30%'),
      t('Zufriedenere Kunden', 'Happier customers'),
      tText(
        'Schnelle, freundliche Antworten in jeder Situation: Das merken Ihre Kunden – und bewerten Sie besser.',
        'Fast, friendly answers in every situation: your customers notice – and rate you higher.',
      ),
      t(
        'Kundenbefragung vor und nach dem Start, n = 480, 2025 (Beispiel)',
        'Customer survey before and after launch, n = 480, 2025 (example)',
      ),
    ),
  ]),
  chart: {
    heading: t('Anrufe pro Wochentag', 'Calls per weekday'),
    intro: tText(
      'So viele Anrufe nahm der Assistent einer Zahnarztpraxis in einer Woche an – montags am meisten, am Wochenende bei geschlossener Praxis.',
      'This is how many calls a dental practice’s assistant answered in one week – most on Monday, and at the weekend while the practice was closed.',
    ),
    unit: t('Anrufe', 'calls'),
    bars: keyed(
      'bar',
      (
        [
          ['Mo', 'Mon', 142],
          ['Di', 'Tue', 118],
          ['Mi', 'Wed', 96],
          ['Do', 'Thu', 109],
          ['Fr', 'Fri', 87],
          ['Sa', 'Sat', 31],
          ['So', 'Sun', 12],
        ] as const
      ).map(([de, en, value]) => ({ _type: 'chartBar', label: t(de, en), value })),
    ),
    source: {
      _type: 'figureSource',
      text: t(
        'Anrufprotokoll einer Praxis, eine Woche im Januar 2025 (Beispiel)',
        'Call log of one practice, one week in January 2025 (example)',
      ),
    },
  },
  conclusion: {
    heading: t('Unser Fazit', 'The bottom line'),
    text: tText(
      'Ein KI-Assistent ersetzt Ihr Team nicht, er entlastet es. Sie gewinnen Zeit, senken Kosten und bieten einen Service, der rund um die Uhr überzeugt. Am besten überzeugen Sie sich selbst.',
      'An AI assistant doesn’t replace your team – it takes the pressure off. You gain time, cut costs and offer a service that impresses around the clock. The best way to see it is to try it for yourself.',
    ),
  },
  buttons: {
    test: t('Jetzt testen', 'Try it now'),
    contact: t('Kontakt aufnehmen', 'Get in touch'),
  },
};
