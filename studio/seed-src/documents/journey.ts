import { keyed, seo, t, tText, type LocaleString, type LocaleText } from '../build';
import { demoCallLabel } from '../names';
import { companyName } from './site';

const station = (title: LocaleString, goal: LocaleText, features: LocaleString[]) => ({
  _type: 'station',
  title,
  goal,
  features: keyed('feature', features),
});

export const journeyPage = {
  _id: 'journeyPage',
  _type: 'journeyPage',
  seo: seo(
    t(
      `Ihre Reise zum KI-Assistenten | ${companyName}`,
      `Your journey to an AI assistant | ${companyName}`,
    ),
    tText(
      'Von der Analyse bis zum Go-Live: So begleiten wir Ihr Unternehmen in vier Stationen zu einem KI-Sprachassistenten, der wirklich zu Ihnen passt.',
      'From analysis to go-live: how we guide your business in four stages to an AI voice assistant that truly fits the way you work.',
    ),
  ),
  heading: t('Ihre Reise', 'Your journey'),
  intro: tText(
    'Ein guter KI-Assistent entsteht nicht über Nacht, aber auch nicht in Monaten. In vier klaren Stationen führen wir Sie vom ersten Gespräch bis zum Assistenten, der Ihre Kunden Tag und Nacht betreut.',
    'A good AI assistant isn’t built overnight – but it doesn’t take months either. In four clear stages, we take you from our first conversation to an assistant that looks after your customers day and night.',
  ),
  stations: keyed('station', [
    station(
      t('Strategische Beratung', 'Strategic consulting'),
      tText(
        'Wir verstehen Ihr Geschäft, bevor wir eine Zeile Code schreiben: Welche Anrufe kosten Sie heute die meiste Zeit, und wo bringt Automatisierung den größten Nutzen?',
        'We get to know your business before we write a single line of code: which calls take up most of your time today, and where will automation make the biggest difference?',
      ),
      [
        t(
          'Auswertung Ihres Anrufaufkommens und typischer Anliegen',
          'Analysis of your call volume and typical requests',
        ),
        t(
          'Workshop mit Ihrem Team zu Zielen und Grenzen der KI',
          'Workshop with your team on what the AI should achieve – and where its limits are',
        ),
        t('Wirtschaftlichkeitsrechnung mit klaren Kennzahlen', 'Business case with clear metrics'),
        t(
          'Prüfung von Datenschutz und EU AI Act für Ihren Anwendungsfall',
          'Data protection and EU AI Act review for your use case',
        ),
      ],
    ),
    station(
      t('Design und Konzeption', 'Design and concept'),
      tText(
        'Wir entwerfen einen Assistenten, der nach Ihrem Unternehmen klingt und genau weiß, wann er an einen Menschen übergibt.',
        'We design an assistant that sounds like your company and knows exactly when to hand over to a human.',
      ),
      [
        t(
          'Gesprächsleitfäden für Ihre häufigsten Anliegen',
          'Conversation scripts for your most common requests',
        ),
        t('Auswahl von Stimme, Sprache und Tonalität', 'Choice of voice, language and tone'),
        t(
          'Konzept für die Übergabe an Ihre Mitarbeitenden',
          'A plan for handing calls over to your staff',
        ),
        t(
          'Schnittstellenplanung für Kalender, CRM und Ticketsystem',
          'Integration planning for your calendar, CRM and ticketing system',
        ),
      ],
    ),
    station(
      t('Entwicklung und Testing', 'Development and testing'),
      tText(
        'Wir bauen Ihren Assistenten und prüfen ihn so lange mit realistischen Gesprächen, bis er zuverlässig die richtigen Antworten gibt.',
        'We build your assistant and keep testing it with realistic conversations until it reliably gives the right answers.',
      ),
      [
        t(
          'Umsetzung und Anbindung an Ihre bestehenden Systeme',
          'Implementation and connection to your existing systems',
        ),
        t(
          'Hunderte Testgespräche mit echten Szenarien',
          'Hundreds of test calls based on real scenarios',
        ),
        t(
          'Feinschliff von Aussprache, Pausen und Rückfragen',
          'Fine-tuning of pronunciation, pauses and follow-up questions',
        ),
        t('Abnahme gemeinsam mit Ihrem Team', 'Final sign-off together with your team'),
      ],
    ),
    station(
      t('Go-Live und Support', 'Go-live and support'),
      tText(
        'Ihr Assistent geht ans Telefon. Wir bleiben an Ihrer Seite, messen die Ergebnisse und verbessern ihn Woche für Woche.',
        'Your assistant starts answering the phone. We stay by your side, measure the results and improve it week by week.',
      ),
      [
        t(
          'Begleiteter Start mit schrittweiser Freischaltung',
          'Guided launch with a step-by-step rollout',
        ),
        t(
          'Dashboard mit Anrufen, Lösungsquote und Zufriedenheit',
          'Dashboard showing calls, resolution rate and satisfaction',
        ),
        t(
          'Monatliche Optimierung auf Basis der Gesprächsauswertung',
          'Monthly optimisation based on call analysis',
        ),
        t(
          'Persönlicher Ansprechpartner und schneller Support',
          'A dedicated contact person and fast support',
        ),
      ],
    ),
  ]),
  cta: {
    heading: t('Bereit für den ersten Schritt?', 'Ready to take the first step?'),
    text: tText(
      'Hören Sie selbst, wie natürlich ein KI-Assistent klingt: Starten Sie auf unserer Startseite ein Demo-Gespräch.',
      'Hear for yourself how natural an AI assistant sounds: start a demo call on our home page.',
    ),
    buttonLabel: demoCallLabel,
  },
};
