import { keyed, ref, t, tText } from '../build';
import { file } from '../files';

// The seed's proof: every entry is an example (isExample), which the Studio marks „Beispiel“ and
// the launch check („Vor dem Start“) lists until an editor replaces it with a real one.

const example = { isExample: true } as const;

export const customers = [
  ['customer-weber', 'Zahnarztpraxis Dr. Weber'],
  ['customer-lindner', 'Autohaus Lindner'],
  ['customer-stadtwerke', 'Stadtwerke Musterstadt'],
  ['customer-seeblick', 'Hotel Seeblick'],
  ['customer-brandt', 'Kanzlei Brandt & Partner'],
].map(([_id, name]) => ({ _id: _id!, _type: 'customer', name: name!, ...example }));

export const testimonials = [
  {
    _id: 'testimonial-weber',
    _type: 'testimonial',
    quote: tText(
      'Früher ging jeder dritte Anruf in der Mittagspause verloren. Heute vereinbart der Assistent die Termine, und mein Team hat den Kopf frei für die Patienten in der Praxis.',
      'We used to miss every third call over lunch. Now the assistant books the appointments, and my team can focus on the patients in the practice.',
    ),
    name: 'Maria Weber',
    role: t('Praxismanagerin', 'Practice manager'),
    company: 'Zahnarztpraxis Dr. Weber',
    permissionDate: '2025-09-15',
    ...example,
  },
];

const source = (de: string, en: string) => ({ _type: 'figureSource', text: t(de, en) });

export const caseStudies = [
  {
    _id: 'caseStudy-weber',
    _type: 'caseStudy',
    title: t('Keine verpassten Anrufe mehr in der Mittagspause', 'No more missed calls over lunch'),
    slug: { _type: 'slug', current: 'zahnarztpraxis-weber' },
    industry: t('Zahnarztpraxis', 'Dental practice'),
    customer: ref(customers[0]!),
    challenge: tText(
      'Zwei Mitarbeiterinnen am Empfang, bis zu 140 Anrufe am Tag: In Stoßzeiten und in der Mittagspause blieb fast jeder dritte Anruf unbeantwortet, und Patienten wichen auf andere Praxen aus.',
      'Two people at the front desk and up to 140 calls a day: at peak times and over lunch almost every third call went unanswered, and patients went to other practices.',
    ),
    solution: tText(
      'Der Assistent nimmt jeden Anruf an, vereinbart und verschiebt Termine direkt im Praxiskalender und leitet Notfälle sofort an das Team weiter.',
      'The assistant answers every call, books and moves appointments straight in the practice calendar and passes emergencies to the team at once.',
    ),
    result: {
      _type: 'keyFigure',
      value: t('98 %', '98%'),
      label: t('der Anrufe angenommen', 'of calls answered'),
      description: tText(
        'statt 68 % vor dem Start; die Zahl der vereinbarten Termine stieg um ein Fünftel.',
        'instead of 68% before the launch; the number of booked appointments rose by a fifth.',
      ),
      source: source(
        'Telefonanlage der Praxis, März bis August 2025 (Beispiel)',
        'The practice’s phone system, March to August 2025 (example)',
      ),
    },
    quote: ref(testimonials[0]!),
    seo: {
      _type: 'seo',
      title: t(
        'Fallstudie Zahnarztpraxis: 98 % der Anrufe angenommen',
        'Case study dental practice: 98% of calls answered',
      ),
      description: tText(
        'Wie eine Zahnarztpraxis mit einem KI-Telefonassistenten keine Anrufe mehr verpasst und Termine rund um die Uhr vergibt.',
        'How a dental practice stopped missing calls and books appointments around the clock with an AI phone assistant.',
      ),
    },
    ...example,
  },
  {
    _id: 'caseStudy-lindner',
    _type: 'caseStudy',
    title: t('Werkstatttermine rund um die Uhr', 'Workshop appointments around the clock'),
    slug: { _type: 'slug', current: 'autohaus-lindner' },
    industry: t('Autohaus', 'Car dealership'),
    customer: ref(customers[1]!),
    challenge: tText(
      'Montags und nach Feiertagen stand das Telefon der Serviceannahme nicht still; Rückrufe kosteten jeden Tag Stunden.',
      'On Mondays and after public holidays the service desk phone never stopped ringing; call-backs cost hours every day.',
    ),
    solution: tText(
      'Der Assistent bucht Werkstatttermine, beantwortet Fragen zu Öffnungszeiten und Reifenwechsel und schickt jede Buchung als Zusammenfassung ins Dealer-Management-System.',
      'The assistant books workshop appointments, answers questions about opening hours and tyre changes and sends every booking as a summary to the dealer management system.',
    ),
    result: {
      _type: 'keyFigure',
      value: t('−62 %', '−62%'),
      label: t('Rückrufe', 'call-backs'),
      description: tText(
        'Die Serviceannahme ruft nur noch bei Sonderwünschen zurück.',
        'The service desk now only calls back for special requests.',
      ),
      source: source(
        'Rückrufliste der Serviceannahme, Q2 2025 gegenüber Q2 2024 (Beispiel)',
        'Service desk call-back log, Q2 2025 against Q2 2024 (example)',
      ),
    },
    seo: {
      _type: 'seo',
      title: t(
        'Fallstudie Autohaus: 62 % weniger Rückrufe',
        'Case study car dealership: 62% fewer call-backs',
      ),
      description: tText(
        'Wie ein Autohaus Werkstatttermine rund um die Uhr per KI-Telefonassistent vergibt und seine Serviceannahme entlastet.',
        'How a car dealership books workshop appointments around the clock with an AI phone assistant and relieves its service desk.',
      ),
    },
    ...example,
  },
];

export const faqEntries = [
  [
    'Merken Anrufer, dass sie mit einer KI sprechen?',
    'Do callers notice that they are talking to an AI?',
    'Ja, und das ist gewollt: Der Assistent sagt es zu Beginn jedes Gesprächs, wie es der EU AI Act verlangt. Die meisten Anrufer stört das nicht, solange ihr Anliegen schnell erledigt ist.',
    'Yes, and that is intended: the assistant says so at the start of every call, as the EU AI Act requires. Most callers do not mind as long as their request is settled quickly.',
  ],
  [
    'Was passiert, wenn der Assistent nicht weiterweiß?',
    'What happens when the assistant does not know the answer?',
    'Er leitet das Gespräch an Ihr Team weiter oder nimmt eine Rückrufbitte mit Namen, Nummer und Anliegen auf. Sie legen fest, wann er das tut.',
    'It passes the call on to your team or takes a call-back request with name, number and reason. You decide when it does so.',
  ],
  [
    'Wo werden die Gespräche verarbeitet?',
    'Where are the calls processed?',
    'Auf Servern in der EU. Wir schließen mit Ihnen einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO und speichern Mitschriften nur, wenn Sie es wünschen.',
    'On servers in the EU. We sign a data processing agreement under Art. 28 GDPR with you and keep transcripts only if you want us to.',
  ],
  [
    'Wie lange dauert es bis zum Start?',
    'How long does it take to go live?',
    'Meist vier bis acht Wochen, von der Analyse Ihrer Anrufe bis zum ersten echten Gespräch. Ein einfacher Terminassistent kann nach zwei Wochen laufen.',
    'Usually four to eight weeks, from analysing your calls to the first real conversation. A simple booking assistant can run after two weeks.',
  ],
  [
    'Mit welchen Systemen arbeitet der Assistent zusammen?',
    'Which systems does the assistant work with?',
    'Mit Kalendern, CRM- und Praxisverwaltungssystemen, Warenwirtschaft und Ticketsystemen – über deren Schnittstellen oder, wo es keine gibt, per E-Mail.',
    'With calendars, CRM and practice management systems, inventory and ticketing systems – through their interfaces or, where there are none, by e-mail.',
  ],
].map(([questionDe, questionEn, answerDe, answerEn], index) => ({
  _id: `faq-${index + 1}`,
  _type: 'faqEntry',
  question: t(questionDe!, questionEn),
  answer: tText(answerDe!, answerEn),
  ...example,
}));

/**
 * A line of the conversation, and the second of the recording at which it starts. After editing a
 * line's German text, speak it again (docs/decisions/0035-a-recording-to-hear.md).
 */
const line = (speaker: 'assistant' | 'caller', start: number, de: string, en: string) => ({
  _type: 'conversationLine',
  speaker,
  text: tText(de, en),
  start,
});

export const sampleConversations = [
  {
    _id: 'sampleConversation-dental',
    _type: 'sampleConversation',
    title: t('Ein Termin in der Zahnarztpraxis', 'An appointment at the dental practice'),
    industry: t('Zahnarztpraxis', 'Dental practice'),
    lines: keyed('line', [
      line(
        'assistant',
        0,
        'Zahnarztpraxis Dr. Weber, hier spricht der digitale Assistent der Praxis. Wie kann ich Ihnen helfen?',
        'Dr. Weber’s dental practice, this is the practice’s digital assistant. How can I help you?',
      ),
      line(
        'caller',
        5.9,
        'Hallo, ich bräuchte einen Termin zur Kontrolle, am liebsten nächste Woche.',
        'Hello, I need an appointment for a check-up, ideally next week.',
      ),
      line(
        'assistant',
        10.0,
        'Gern. Nächste Woche hätte ich Dienstag um 8:30 Uhr oder Donnerstag um 16 Uhr frei. Was passt Ihnen besser?',
        'Of course. Next week I have Tuesday at 8:30 or Thursday at 4 pm. Which suits you better?',
      ),
      line('caller', 16.3, 'Donnerstag um 16 Uhr, bitte.', 'Thursday at 4 pm, please.'),
      line(
        'assistant',
        18.6,
        'Dann trage ich Sie für Donnerstag, 16 Uhr, ein. Darf ich Ihren Namen und Ihr Geburtsdatum haben?',
        'Then I’ll put you down for Thursday at 4 pm. May I have your name and date of birth?',
      ),
      line('caller', 24.3, 'Thomas Berger, 3. Mai 1984.', 'Thomas Berger, 3 May 1984.'),
      line(
        'assistant',
        28.4,
        'Danke, Herr Berger. Ihr Termin steht, Sie erhalten gleich eine Bestätigung per SMS. Kann ich sonst noch etwas für Sie tun?',
        'Thank you, Mr Berger. Your appointment is booked and you will get a text message to confirm it. Is there anything else I can do for you?',
      ),
      line('caller', 35.2, 'Nein, das war’s. Danke!', 'No, that’s all. Thanks!'),
    ]),
    audio: file('beispielgespraech-zahnarztpraxis.ogg', {
      note: t(
        'Beispielaufnahme: beide Stimmen sind synthetisch (Sprachsynthese), keine echte Praxis.',
        'Example recording: both voices are synthetic (speech synthesis), no real practice.',
      ),
    }),
    ...example,
  },
];

/** Every proof document of the seed, as the dataset writes them. */
export const proofDocuments = [
  ...customers,
  ...testimonials,
  ...caseStudies,
  ...faqEntries,
  ...sampleConversations,
];
