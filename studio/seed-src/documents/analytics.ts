import { de, deText, keyed, seo } from '../build';
import { companyName } from './site';

const benefit = (metric: string, title: string, text: string) => ({
  _type: 'benefit',
  metric: de(metric),
  title: de(title),
  text: deText(text),
});

export const analyticsPage = {
  _id: 'analyticsPage',
  _type: 'analyticsPage',
  seo: seo(
    `Analysen & Zeitersparnisse | ${companyName}`,
    'Wie viel Zeit und Geld ein KI-Sprachassistent Ihrem Team spart: messbare Vorteile für Erreichbarkeit, Kosten und Kundenzufriedenheit.',
  ),
  heading: de('Analysen & Zeitersparnisse'),
  intro: deText(
    'Was bringt ein KI-Assistent konkret? Diese Werte beobachten wir bei Unternehmen, die ihren Telefonservice mit uns automatisiert haben.',
  ),
  benefits: keyed('benefit', [
    benefit(
      '24/7',
      'Immer erreichbar',
      'Ihr Assistent nimmt Anrufe auch nach Feierabend an. Kein Kunde landet mehr auf der Mailbox, keine Anfrage geht verloren.',
    ),
    benefit(
      '-50 %',
      'Halbierte Servicekosten',
      'Wiederkehrende Anfragen kosten keine Personalzeit mehr. Die Einsparung übersteigt die laufenden Kosten meist schon im ersten Quartal.',
    ),
    benefit(
      '80 %',
      'Anliegen sofort gelöst',
      'Auskünfte, Terminbuchungen und Statusabfragen erledigt der Assistent selbstständig – ohne Rückruf und ohne Wartezeit.',
    ),
    benefit(
      '3 Std.',
      'Mehr Zeit pro Mitarbeiter und Tag',
      'Ihr Team wird seltener unterbrochen und hat wieder Zeit für Beratung, Verkauf und anspruchsvolle Fälle.',
    ),
    benefit(
      '+30 %',
      'Zufriedenere Kunden',
      'Schnelle, freundliche Antworten in jeder Situation: Das merken Ihre Kunden – und bewerten Sie besser.',
    ),
  ]),
  conclusion: {
    heading: de('Unser Fazit'),
    text: deText(
      'Ein KI-Assistent ersetzt Ihr Team nicht, er entlastet es. Sie gewinnen Zeit, senken Kosten und bieten einen Service, der rund um die Uhr überzeugt. Am besten überzeugen Sie sich selbst.',
    ),
  },
  buttons: {
    test: de('Jetzt testen'),
    contact: de('Kontakt aufnehmen'),
  },
};
