import { de, deText, keyed, seo } from '../build';
import { companyName } from './site';

const station = (title: string, goal: string, features: string[]) => ({
  _type: 'station',
  title: de(title),
  goal: deText(goal),
  features: keyed('feature', features.map(de)),
});

export const journeyPage = {
  _id: 'journeyPage',
  _type: 'journeyPage',
  seo: seo(
    `Ihre Reise zum KI-Assistenten | ${companyName}`,
    'Von der Analyse bis zum Go-Live: So begleiten wir Ihr Unternehmen in vier Stationen zu einem KI-Sprachassistenten, der wirklich zu Ihnen passt.',
  ),
  heading: de('Ihre Reise'),
  intro: deText(
    'Ein guter KI-Assistent entsteht nicht über Nacht, aber auch nicht in Monaten. In vier klaren Stationen führen wir Sie vom ersten Gespräch bis zum Assistenten, der Ihre Kunden Tag und Nacht betreut.',
  ),
  stations: keyed('station', [
    station(
      'Strategische Beratung',
      'Wir verstehen Ihr Geschäft, bevor wir eine Zeile Code schreiben: Welche Anrufe kosten Sie heute die meiste Zeit, und wo bringt Automatisierung den größten Nutzen?',
      [
        'Auswertung Ihres Anrufaufkommens und typischer Anliegen',
        'Workshop mit Ihrem Team zu Zielen und Grenzen der KI',
        'Wirtschaftlichkeitsrechnung mit klaren Kennzahlen',
        'Prüfung von Datenschutz und EU AI Act für Ihren Anwendungsfall',
      ],
    ),
    station(
      'Design und Konzeption',
      'Wir entwerfen einen Assistenten, der nach Ihrem Unternehmen klingt und genau weiß, wann er an einen Menschen übergibt.',
      [
        'Gesprächsleitfäden für Ihre häufigsten Anliegen',
        'Auswahl von Stimme, Sprache und Tonalität',
        'Konzept für die Übergabe an Ihre Mitarbeitenden',
        'Schnittstellenplanung für Kalender, CRM und Ticketsystem',
      ],
    ),
    station(
      'Entwicklung und Testing',
      'Wir bauen Ihren Assistenten und prüfen ihn so lange mit realistischen Gesprächen, bis er zuverlässig die richtigen Antworten gibt.',
      [
        'Umsetzung und Anbindung an Ihre bestehenden Systeme',
        'Hunderte Testgespräche mit echten Szenarien',
        'Feinschliff von Aussprache, Pausen und Rückfragen',
        'Abnahme gemeinsam mit Ihrem Team',
      ],
    ),
    station(
      'Go-Live und Support',
      'Ihr Assistent geht ans Telefon. Wir bleiben an Ihrer Seite, messen die Ergebnisse und verbessern ihn Woche für Woche.',
      [
        'Begleiteter Start mit schrittweiser Freischaltung',
        'Dashboard mit Anrufen, Lösungsquote und Zufriedenheit',
        'Monatliche Optimierung auf Basis der Gesprächsauswertung',
        'Persönlicher Ansprechpartner und schneller Support',
      ],
    ),
  ]),
  cta: {
    heading: de('Bereit für den ersten Schritt?'),
    text: deText(
      'Hören Sie selbst, wie natürlich ein KI-Assistent klingt: Starten Sie auf unserer Startseite ein Gespräch mit unserem Demo-Assistenten.',
    ),
    buttonLabel: de('Demo-Assistenten testen'),
  },
};
