import { keyed, ref, seo, t, tText } from '../build';
import { consultationLabel, demoCallLabel } from '../names';
import { companyName } from './site';
import { caseStudies, customers, testimonials } from './proof';

// The home page: its sections in the order the page shows them, then what every demo call says.
// The whole document, headers included, arrives within the network's first window (about 14 KB
// compressed), or the first paint waits a round trip longer (Lighthouse gate): the seed's FAQ,
// sample conversation and the assistant at work (about 1 KB of markup and styles, which the page
// lacks) stand on its landing page (landing.ts), where there is room.
export const homePage = {
  _id: 'homePage',
  _type: 'homePage',
  seo: seo(
    t(
      `KI-Telefonassistenten rund um die Uhr | ${companyName}`,
      `AI phone assistants, around the clock | ${companyName}`,
    ),
    tText(
      'Wir entwickeln KI-Sprachassistenten, die Ihre Anrufe 24/7 annehmen, Anliegen lösen und DSGVO-konform arbeiten. Erleben Sie einen davon live im Demo-Gespräch.',
      'We build AI voice assistants that answer your calls 24/7, resolve what callers need and stay GDPR-compliant. Hear one live in a demo call.',
    ),
  ),
  sections: keyed('section', [
    {
      _type: 'heroSection',
      surface: 'plain',
      heading: t(
        'Ihr KI-Telefonassistent, der nie Feierabend macht',
        'Your AI phone assistant that never clocks off',
      ),
      intro: tText(
        'Wir beraten Unternehmen zu künstlicher Intelligenz und setzen Sprachassistenten um, die Anrufe rund um die Uhr annehmen, Termine vereinbaren und Fragen Ihrer Kunden beantworten – freundlich, zuverlässig und datenschutzkonform.',
        'We advise businesses on artificial intelligence and build voice assistants that pick up every call around the clock, book appointments and answer your customers’ questions – friendly, reliable and privacy-compliant.',
      ),
      badges: keyed('badge', [
        t('DSGVO-konform', 'GDPR-compliant'),
        t('EU AI Act ready', 'EU AI Act ready'),
        t('Server in der EU', 'Servers in the EU'),
      ]),
      certificate: {
        label: t('IHK-zertifizierte KI-Beratung', 'IHK-certified AI consulting'),
        url: 'https://www.ihk.de/',
      },
      demoButtonLabel: demoCallLabel,
      contactButtonLabel: consultationLabel,
      orbLabel: t("Let's talk !", "Let's talk !"),
      talkLabel: t('Jetzt mit dem Assistenten sprechen', 'Talk to the assistant now'),
      aiNotice: tText(
        'Vor dem ersten Gespräch fragen wir einmalig Ihre E-Mail-Adresse und Ihre Einwilligung ab; wir speichern beides nur, um Ihnen das Demo-Gespräch bereitzustellen und Sie beim nächsten Besuch wiederzuerkennen, und geben es nicht weiter. Die Mitschrift des Gesprächs sehen nur Sie, in Ihrem Browser; wir speichern sie nicht.',
        'Before your first conversation, we ask once for your email address and your consent; we store them only to provide the demo call and to recognise you when you come back, and never pass them on. Only you see the transcript of the conversation, in your browser; we do not store it.',
      ),
    },
    {
      _type: 'logoStripSection',
      surface: 'band',
      heading: t(
        'Unternehmen, die mit uns telefonieren',
        'Businesses that talk to their callers with us',
      ),
      customers: keyed('customer', customers.map(ref)),
    },
    {
      _type: 'keyFiguresSection',
      surface: 'plain',
      heading: t('Was ein KI-Assistent für Sie leistet', 'What an AI assistant does for you'),
      figures: keyed('figure', [
        {
          _type: 'keyFigure',
          value: t('24/7', '24/7'),
          label: t('Erreichbarkeit', 'Availability'),
          description: tText(
            'Ihr Assistent nimmt jeden Anruf an – nachts, am Wochenende und an Feiertagen, ohne Warteschleife.',
            'Your assistant answers every call – at night, at weekends and on public holidays, with no one left on hold.',
          ),
          source: {
            _type: 'figureSource',
            text: t(
              'Auswertung von 41.000 Anrufen in drei Pilotprojekten, 2025 (Beispiel)',
              'Analysis of 41,000 calls in three pilot projects, 2025 (example)',
            ),
          },
        },
        {
          _type: 'keyFigure',
          value: t('−50 %', '−50%'),
          label: t('Kosten im Telefonservice', 'in phone service costs'),
          description: tText(
            'Routineanfragen erledigt die KI. Ihr Team konzentriert sich auf Gespräche, die wirklich Menschen brauchen.',
            'The AI takes care of routine requests, so your team can focus on the conversations that really need a human.',
          ),
          source: {
            _type: 'figureSource',
            text: t(
              'Vergleich der Telefonkosten vor und nach dem Start bei drei Kunden, 2025 (Beispiel)',
              'Phone service costs before and after launch at three customers, 2025 (example)',
            ),
          },
        },
        {
          _type: 'keyFigure',
          value: t('80 %', '80%'),
          label: t('der Anfragen automatisch gelöst', 'of requests resolved automatically'),
          description: tText(
            'Öffnungszeiten, Terminwünsche, Bestellstatus: Die meisten Anliegen klärt der Assistent direkt im ersten Gespräch.',
            'Opening hours, appointment requests, order status: the assistant settles most requests on the very first call.',
          ),
          source: {
            _type: 'figureSource',
            text: t(
              'Anteil der Anrufe ohne Weiterleitung an einen Menschen, Pilotprojekte 2025 (Beispiel)',
              'Share of calls not passed on to a person, pilot projects 2025 (example)',
            ),
          },
        },
        {
          _type: 'keyFigure',
          value: t('+30 %', '+30%'),
          label: t('Kundenzufriedenheit', 'customer satisfaction'),
          description: tText(
            'Keine verpassten Anrufe, keine langen Wartezeiten: Ihre Kunden erhalten sofort eine kompetente Antwort.',
            'No missed calls, no long waits: your customers get a knowledgeable answer straight away.',
          ),
          source: {
            _type: 'figureSource',
            text: t(
              'Kundenbefragung vor und nach dem Start, n = 480, 2025 (Beispiel)',
              'Customer survey before and after launch, n = 480, 2025 (example)',
            ),
          },
        },
      ]),
    },
    {
      _type: 'journeyStepsSection',
      surface: 'card',
      heading: t('In vier Schritten zu Ihrem KI-Assistenten', 'Your AI assistant in four steps'),
      intro: tText(
        'Wir begleiten Sie von der ersten Idee bis zum laufenden Betrieb. Wählen Sie einen Schritt, um mehr zu erfahren.',
        'We are with you from the first idea all the way to day-to-day operation. Choose a step to find out more.',
      ),
      steps: keyed('step', [
        {
          _type: 'journeyStep',
          title: t('Analyse & Zielsetzung', 'Analysis & goals'),
          description: tText(
            'Wir analysieren Ihre Anrufe und Abläufe und legen gemeinsam fest, welche Anliegen der Assistent übernehmen soll und woran wir den Erfolg messen.',
            'We analyse your calls and processes and agree with you which requests the assistant should take over and how we will measure success.',
          ),
        },
        {
          _type: 'journeyStep',
          title: t('Strategisches Design', 'Strategic design'),
          description: tText(
            'Wir gestalten Gesprächsführung, Stimme und Tonalität Ihres Assistenten und planen die Anbindung an Ihre Systeme – datenschutzkonform von Anfang an.',
            'We design your assistant’s conversation flow, voice and tone and plan how it connects to your systems – privacy-compliant from day one.',
          ),
        },
        {
          _type: 'journeyStep',
          title: t('Entwicklung & Integration', 'Development & integration'),
          description: tText(
            'Wir entwickeln den Assistenten, verbinden ihn mit Kalender, CRM oder Warenwirtschaft und testen ihn mit echten Gesprächsszenarien.',
            'We build the assistant, connect it to your calendar, CRM or inventory system and test it against real-life call scenarios.',
          ),
        },
        {
          _type: 'journeyStep',
          title: t('Go-Live & Optimierung', 'Go-live & optimisation'),
          description: tText(
            'Ihr Assistent geht live. Wir werten die Gespräche aus, verbessern ihn laufend und halten Sie mit klaren Kennzahlen auf dem Laufenden.',
            'Your assistant goes live. We review its calls, keep improving it and keep you in the loop with clear metrics.',
          ),
        },
      ]),
      linkLabel: t('Mehr zu dieser Station', 'More about this stage'),
    },
    {
      _type: 'testimonialsSection',
      surface: 'band',
      heading: t('Was unsere Kunden sagen', 'What our customers say'),
      testimonials: keyed('testimonial', testimonials.map(ref)),
    },
    {
      _type: 'caseStudiesSection',
      surface: 'plain',
      heading: t('Ergebnisse aus der Praxis', 'Results from the field'),
      intro: tText(
        'Wie Unternehmen wie Ihres mit einem KI-Telefonassistenten arbeiten.',
        'How businesses like yours work with an AI phone assistant.',
      ),
      caseStudies: keyed('caseStudy', caseStudies.map(ref)),
      linkLabel: t('Fallstudie lesen', 'Read the case study'),
    },
    {
      _type: 'overviewLinksSection',
      surface: 'band',
      heading: t('Mehr erfahren', 'Learn more'),
      links: keyed('overviewLink', [
        {
          _type: 'overviewLink',
          target: '/branchen',
          label: t('Lösungen nach Branche', 'Solutions by industry'),
        },
        {
          _type: 'overviewLink',
          target: '/fallstudien',
          label: t('Alle Fallstudien', 'All case studies'),
        },
        {
          _type: 'overviewLink',
          target: '/vertrauen',
          label: t('Vertrauen & Datenschutz', 'Trust & data protection'),
        },
      ]),
    },
    {
      _type: 'aboutTeaserSection',
      surface: 'card',
      heading: t('Menschen hinter der KI', 'The people behind the AI'),
      text: tText(
        'Wir sind ein Team aus KI-Beratern und Softwareentwicklern mit einem Ziel: Künstliche Intelligenz so einzusetzen, dass sie Ihren Alltag spürbar erleichtert.',
        'We are a team of AI consultants and software developers with one goal: to put artificial intelligence to work in a way that makes your everyday business noticeably easier.',
      ),
      linkLabel: t('Mehr über uns', 'More about us'),
    },
    {
      _type: 'contactSection',
      surface: 'plain',
      heading: t('Sprechen Sie mit uns', 'Talk to us'),
      intro: tText(
        'Sie möchten wissen, was ein KI-Assistent in Ihrem Unternehmen leisten kann? Schreiben Sie uns – wir melden uns innerhalb eines Werktags.',
        'Curious what an AI assistant could do for your business? Drop us a line – we’ll get back to you within one business day.',
      ),
      addressHeading: t('So erreichen Sie uns', 'How to reach us'),
      topics: keyed('topic', [
        t('Sprachassistent (Telefon)', 'Voice assistant (phone)'),
        t('KI-Beratung', 'AI consulting'),
        t('Sonstiges', 'Something else'),
      ]),
      privacyNote: t(
        'Wir verwenden Ihre Angaben nur, um Ihre Anfrage zu beantworten.',
        'We use your details only to answer your enquiry.',
      ),
      privacyLinkLabel: t('Mehr in der Datenschutzerklärung', 'More in the privacy policy'),
      nextStep: tText(
        'So geht es weiter: Eine Beraterin oder ein Berater antwortet Ihnen innerhalb eines Werktags persönlich.',
        'What happens next: one of our consultants replies to you personally within one business day.',
      ),
    },
  ]),
  callDisclosure: t(
    'Sie sprechen mit einem KI-System, nicht mit einem Menschen.',
    'You are talking to an AI system, not a person.',
  ),
  callTimeLimitMinutes: 5,
  callFallback: tText(
    'Das Gespräch hat nicht geklappt? Sie erreichen uns auch ohne Mikrofon: über das Kontaktformular oder am Telefon.',
    'The call didn’t work? You can reach us without a microphone too: through the contact form or by phone.',
  ),
};
