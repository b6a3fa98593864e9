import { seo, t, tText } from '../build';
import { companyName } from './site';

/** „Branchen“ (/branchen): the landing pages, each by its entry (landing.ts, `overview`). */
export const industriesOverview = {
  _id: 'industriesOverview',
  _type: 'overviewPage',
  seo: seo(
    t(`Branchen | ${companyName}`, `Industries | ${companyName}`),
    tText(
      'KI-Telefonassistenten für Arztpraxen, Handwerksbetriebe und weitere Branchen: was der Assistent in Ihrer übernimmt.',
      'AI phone assistants for medical practices, trades businesses and other industries: what the assistant takes on in yours.',
    ),
  ),
  heading: t('Branchen', 'Industries'),
  intro: tText(
    'Jede Branche telefoniert anders. Hier sehen Sie, was der KI-Telefonassistent in Ihrer übernimmt, mit Beispielen und einem Demo-Gespräch.',
    'Every industry phones differently. See what the AI phone assistant takes on in yours, with examples and a demo call.',
  ),
  linkLabel: t('Mehr zur Branche', 'More about this industry'),
};

/** „Fallstudien“ (/fallstudien): every case study (proof.ts) as a card. */
export const caseStudiesOverview = {
  _id: 'caseStudiesOverview',
  _type: 'overviewPage',
  seo: seo(
    t(`Fallstudien | ${companyName}`, `Case studies | ${companyName}`),
    tText(
      'Wie Unternehmen mit einem KI-Telefonassistenten arbeiten: Ausgangslage, Lösung und Ergebnis, jede Zahl mit ihrer Quelle.',
      'How businesses work with an AI phone assistant: the situation, the solution and the result, each figure with its source.',
    ),
  ),
  heading: t('Fallstudien', 'Case studies'),
  intro: tText(
    'Ausgangslage, Lösung und Ergebnis: wie Unternehmen wie Ihres mit einem KI-Telefonassistenten arbeiten. Jede Zahl nennt ihre Quelle.',
    'The situation, the solution and the result: how businesses like yours work with an AI phone assistant. Every figure names its source.',
  ),
  linkLabel: t('Fallstudie lesen', 'Read the case study'),
};
