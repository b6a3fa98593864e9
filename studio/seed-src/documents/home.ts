import { de, deText, keyed, seo } from '../build';
import { companyName } from './site';

export const homePage = {
  _id: 'homePage',
  _type: 'homePage',
  seo: seo(
    `KI-Telefonassistenten rund um die Uhr | ${companyName}`,
    'Wir entwickeln KI-Sprachassistenten, die Ihre Anrufe 24/7 annehmen, Anliegen lösen und DSGVO-konform arbeiten. Testen Sie unseren Demo-Assistenten live.',
  ),
  heading: de('Ihr KI-Telefonassistent, der nie Feierabend macht'),
  intro: deText(
    'Wir beraten Unternehmen zu künstlicher Intelligenz und setzen Sprachassistenten um, die Anrufe rund um die Uhr annehmen, Termine vereinbaren und Fragen Ihrer Kunden beantworten – freundlich, zuverlässig und datenschutzkonform.',
  ),
  badges: keyed('badge', [de('DSGVO-konform'), de('EU AI Act ready'), de('Server in der EU')]),
  certificate: {
    label: de('IHK-zertifizierte KI-Beratung'),
    url: 'https://www.ihk.de/',
  },
  orbLabel: de("Let's talk !"),
  aiNotice: deText(
    'Sie sprechen mit einem KI-Assistenten, nicht mit einem Menschen. Vor dem ersten Gespräch fragen wir einmalig Ihre E-Mail-Adresse und Ihre Einwilligung ab; wir speichern sie nur, um die Demo bereitzustellen, und geben sie nicht weiter.',
  ),
  statsHeading: de('Was ein KI-Assistent für Sie leistet'),
  stats: keyed('stat', [
    {
      _type: 'statCard',
      value: de('24/7'),
      label: de('Erreichbarkeit'),
      description: deText(
        'Ihr Assistent nimmt jeden Anruf an – nachts, am Wochenende und an Feiertagen, ohne Warteschleife.',
      ),
    },
    {
      _type: 'statCard',
      value: de('-50 %'),
      label: de('Kosten im Telefonservice'),
      description: deText(
        'Routineanfragen erledigt die KI. Ihr Team konzentriert sich auf Gespräche, die wirklich Menschen brauchen.',
      ),
    },
    {
      _type: 'statCard',
      value: de('80 %'),
      label: de('der Anfragen automatisch gelöst'),
      description: deText(
        'Öffnungszeiten, Terminwünsche, Bestellstatus: Die meisten Anliegen klärt der Assistent direkt im ersten Gespräch.',
      ),
    },
    {
      _type: 'statCard',
      value: de('+30 %'),
      label: de('Kundenzufriedenheit'),
      description: deText(
        'Keine verpassten Anrufe, keine langen Wartezeiten: Ihre Kunden erhalten sofort eine kompetente Antwort.',
      ),
    },
  ]),
  timelineHeading: de('In vier Schritten zu Ihrem KI-Assistenten'),
  timelineIntro: deText(
    'Wir begleiten Sie von der ersten Idee bis zum laufenden Betrieb. Wählen Sie einen Schritt, um mehr zu erfahren.',
  ),
  timeline: keyed('step', [
    {
      _type: 'timelineStep',
      title: de('Analyse & Zielsetzung'),
      description: deText(
        'Wir analysieren Ihre Anrufe und Abläufe und legen gemeinsam fest, welche Anliegen der Assistent übernehmen soll und woran wir den Erfolg messen.',
      ),
    },
    {
      _type: 'timelineStep',
      title: de('Strategisches Design'),
      description: deText(
        'Wir gestalten Gesprächsführung, Stimme und Tonalität Ihres Assistenten und planen die Anbindung an Ihre Systeme – datenschutzkonform von Anfang an.',
      ),
    },
    {
      _type: 'timelineStep',
      title: de('Entwicklung & Integration'),
      description: deText(
        'Wir entwickeln den Assistenten, verbinden ihn mit Kalender, CRM oder Warenwirtschaft und testen ihn mit echten Gesprächsszenarien.',
      ),
    },
    {
      _type: 'timelineStep',
      title: de('Go-Live & Optimierung'),
      description: deText(
        'Ihr Assistent geht live. Wir werten die Gespräche aus, verbessern ihn laufend und halten Sie mit klaren Kennzahlen auf dem Laufenden.',
      ),
    },
  ]),
  timelineLinkLabel: de('Mehr zu dieser Station'),
  aboutHeading: de('Menschen hinter der KI'),
  aboutText: deText(
    'Wir sind ein Team aus KI-Beratern und Softwareentwicklern mit einem Ziel: Künstliche Intelligenz so einzusetzen, dass sie Ihren Alltag spürbar erleichtert.',
  ),
  founders: keyed('founder', [
    {
      _type: 'founder',
      name: 'Anna Muster',
      role: de('Gründerin & Geschäftsführerin, KI-Strategie'),
      bio: deText(
        'Anna berät seit über zehn Jahren mittelständische Unternehmen bei der Digitalisierung ihres Kundenservice.',
      ),
    },
    {
      _type: 'founder',
      name: 'Jonas Beispiel',
      role: de('Gründer & Geschäftsführer, Technik'),
      bio: deText(
        'Jonas entwickelt Sprachsysteme und verantwortet Architektur, Integration und Datensicherheit unserer Assistenten.',
      ),
    },
  ]),
  aboutLinkLabel: de('Mehr über uns'),
  contactHeading: de('Sprechen Sie mit uns'),
  contactIntro: deText(
    'Sie möchten wissen, was ein KI-Assistent in Ihrem Unternehmen leisten kann? Schreiben Sie uns – wir melden uns innerhalb eines Werktags.',
  ),
  addressHeading: de('So erreichen Sie uns'),
};
