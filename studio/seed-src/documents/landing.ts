import { keyed, ref, seo, t, tText } from '../build';
import { consultationLabel, demoCallLabel } from '../names';
import { companyName } from './site';
import { faqEntries, sampleConversations, testimonials } from './proof';
import { showcaseSection } from './showcase';

/**
 * Example landing pages, built from the home page's section types: /l/arztpraxen with the site's
 * navigation, and /l/handwerk, a campaign page whose header hides the main navigation. The first
 * is the template of the screenshots' pages of one section each (web/e2e/support/sectionsAlone.ts).
 */
export const landingPages = [
  {
    _id: 'landingPage-arztpraxen',
    _type: 'landingPage',
    isExample: true,
    title: t('Kampagne Arztpraxen', 'Campaign medical practices'),
    slug: { _type: 'slug', current: 'arztpraxen' },
    overview: {
      title: t('Arztpraxen', 'Medical practices'),
      text: tText(
        'Termine vergeben, Fragen beantworten, Notfälle sofort an das Team: der Empfang am Telefon, rund um die Uhr.',
        'Booking appointments, answering questions, passing emergencies to the team at once: the front desk on the phone, around the clock.',
      ),
    },
    // The demo call on this page: the home page's assistant as the practice's receptionist.
    demoScenario: {
      greeting: t(
        'Zahnarztpraxis Dr. Weber, guten Tag! Hier spricht die digitale Empfangsassistentin. Möchten Sie einen Termin vereinbaren oder verschieben, oder haben Sie eine Frage?',
        "Dr Weber's dental practice, good day! This is the digital receptionist. Would you like to book or move an appointment, or do you have a question?",
      ),
      industry: t('Zahnarztpraxis', 'Dental practice'),
      brief: tText(
        'Empfang der Zahnarztpraxis Dr. Weber. Sprechzeiten: Mo. bis Fr. 8 bis 18 Uhr, Mi. bis 13 Uhr. Der Assistent vergibt, verschiebt und sagt Kontrolltermine und Zahnreinigungen ab, nimmt Neupatienten auf und beantwortet Fragen zu Sprechzeiten und Anfahrt. Er stellt keine Diagnosen und gibt keine medizinischen Ratschläge; bei starken Schmerzen, Schwellungen oder Unfällen verbindet er sofort mit dem Praxisteam.',
        "Front desk of Dr Weber's dental practice. Opening hours: Mon to Fri 8 am to 6 pm, Wed until 1 pm. The assistant books, moves and cancels check-ups and cleanings, registers new patients and answers questions about opening hours and directions. It gives no diagnoses and no medical advice; with severe pain, swelling or an accident it puts the caller through to the practice team at once.",
      ),
    },
    seo: seo(
      t(
        `KI-Telefonassistent für Arztpraxen | ${companyName}`,
        `AI phone assistant for medical practices | ${companyName}`,
      ),
      tText(
        'Ihre Praxis ist immer erreichbar: Der KI-Telefonassistent vergibt Termine, beantwortet Fragen und entlastet den Empfang. Testen Sie ihn live.',
        'Your practice is always reachable: the AI phone assistant books appointments, answers questions and relieves the front desk. Try it live.',
      ),
    ),
    sections: keyed('section', [
      {
        _type: 'heroSection',
        surface: 'plain',
        heading: t(
          'Ihre Praxis ist erreichbar, auch wenn alle Hände voll sind',
          'Your practice stays reachable, even when every hand is busy',
        ),
        intro: tText(
          'Der KI-Telefonassistent nimmt jeden Anruf an, vergibt Termine im Praxiskalender und leitet Notfälle sofort an Ihr Team weiter.',
          'The AI phone assistant answers every call, books appointments in the practice calendar and passes emergencies to your team at once.',
        ),
        badges: keyed('badge', [
          t('DSGVO-konform', 'GDPR-compliant'),
          t('Server in der EU', 'Servers in the EU'),
        ]),
        demoButtonLabel: demoCallLabel,
        contactButtonLabel: consultationLabel,
        orbLabel: t("Let's talk !", "Let's talk !"),
        talkLabel: t('Jetzt mit dem Assistenten sprechen', 'Talk to the assistant now'),
        aiNotice: tText(
          'Vor dem ersten Gespräch fragen wir einmalig Ihre E-Mail-Adresse und Ihre Einwilligung ab; wir speichern beides nur, um Ihnen das Demo-Gespräch bereitzustellen und Sie beim nächsten Besuch wiederzuerkennen. Die Mitschrift sehen nur Sie, in Ihrem Browser.',
          'Before your first conversation we ask once for your email address and your consent; we store them only to provide the demo call and to recognise you when you come back. Only you see the transcript, in your browser.',
        ),
      },
      showcaseSection({
        heading: t('Ein Vormittag am Praxistelefon', 'A morning on the practice phone'),
        intro: tText(
          'Was der Assistent erledigt, während Ihr Team behandelt: jeder Anruf mit seinem Ergebnis, jeder Termin im Kalender.',
          'What the assistant handles while your team treats patients: every call with its outcome, every appointment in the calendar.',
        ),
        calls: [
          [
            '08:12',
            t('Neupatientin', 'New patient'),
            t('Termin zur Kontrolle', 'Check-up appointment'),
            'booked',
          ],
          [
            '08:04',
            t('Patient', 'Patient'),
            t('Starke Zahnschmerzen', 'Severe toothache'),
            'forwarded',
          ],
          [
            '07:48',
            t('Patientin', 'Patient'),
            t('Termin verschieben', 'Move an appointment'),
            'booked',
          ],
          [
            '07:30',
            t('Labor', 'Dental lab'),
            t('Rückfrage zu einer Krone', 'Question about a crown'),
            'callback',
          ],
          [
            '07:02',
            t('Patient', 'Patient'),
            t('Sprechzeiten am Freitag', 'Opening hours on Friday'),
            'answered',
          ],
        ],
        appointment: {
          title: t('Kontrolluntersuchung', 'Dental check-up'),
          when: t('Di., 14. Jan. · 09:30 Uhr', 'Tue, 14 Jan · 9:30 am'),
          where: t('Dr. Weber · Behandlungsraum 2', 'Dr Weber · Surgery 2'),
          note: t('Bestätigung per SMS gesendet', 'Confirmation sent by text'),
        },
        summary: {
          meta: t('Neupatientin · 08:12 · 3:05 Min.', 'New patient · 8:12 · 3:05 min'),
          text: tText(
            'Neupatientin, gesetzlich versichert, letzte Kontrolle vor zwei Jahren. Termin am Di. um 9:30 Uhr gebucht; Anamnesebogen per E-Mail geschickt. Ihr Bonusheft bringt sie mit.',
            'New patient with statutory insurance, last check-up two years ago. Booked for Tue at 9:30 am; medical history form sent by email. She will bring her dental bonus booklet.',
          ),
        },
      }),
      {
        _type: 'benefitsSection',
        surface: 'plain',
        heading: t('Was sich am Empfang ändert', 'What changes at the front desk'),
        benefits: keyed('benefit', [
          {
            _type: 'benefitCard',
            keyword: t('Keine Warteschleife', 'No hold music'),
            title: t('Jeder Anruf wird angenommen', 'Every call is answered'),
            text: tText(
              'Auch in Stoßzeiten, in der Mittagspause und nach Feierabend.',
              'At peak times, over lunch and after hours too.',
            ),
          },
          {
            _type: 'benefitCard',
            keyword: t('Im Kalender', 'In the calendar'),
            title: t('Termine ohne Rückruf', 'Appointments without call-backs'),
            text: tText(
              'Der Assistent bucht, verschiebt und sagt ab, direkt in Ihrem Praxissystem.',
              'The assistant books, moves and cancels, straight in your practice system.',
            ),
          },
          {
            _type: 'benefitCard',
            keyword: t('Notfälle zuerst', 'Emergencies first'),
            title: t('Dringendes geht sofort ans Team', 'Urgent calls go to the team at once'),
            text: tText(
              'Sie legen fest, welche Anliegen sofort durchgestellt werden.',
              'You decide which requests are put through at once.',
            ),
          },
        ]),
      },
      {
        _type: 'sampleConversationSection',
        surface: 'band',
        heading: t('So klingt ein Anruf', 'What a call sounds like'),
        conversation: ref(sampleConversations[0]!),
      },
      {
        _type: 'testimonialsSection',
        surface: 'plain',
        heading: t('Aus der Praxis', 'From the practice'),
        testimonials: keyed('testimonial', testimonials.map(ref)),
      },
      {
        _type: 'faqSection',
        surface: 'card',
        heading: t('Häufige Fragen', 'Frequently asked questions'),
        entries: keyed('faq', faqEntries.map(ref)),
      },
      {
        _type: 'callToActionSection',
        surface: 'band',
        heading: t('Hören Sie selbst', 'Hear it for yourself'),
        text: tText(
          'Führen Sie ein kurzes Demo-Gespräch mit unserem KI-Assistenten oder lassen Sie sich beraten.',
          'Have a short demo call with our AI assistant or ask us for advice.',
        ),
        demoLabel: demoCallLabel,
        contactLabel: consultationLabel,
      },
    ]),
  },
  {
    _id: 'landingPage-handwerk',
    _type: 'landingPage',
    isExample: true,
    title: t('Kampagne Handwerk', 'Campaign trades'),
    slug: { _type: 'slug', current: 'handwerk' },
    overview: {
      title: t('Handwerksbetriebe', 'Trades businesses'),
      text: tText(
        'Aufträge annehmen, während Sie auf der Baustelle sind: der Assistent nimmt Anfragen auf und vereinbart Besichtigungstermine.',
        'Take on jobs while you are on site: the assistant records enquiries and books site visits.',
      ),
    },
    hideMainNavigation: true,
    seo: seo(
      t(
        `KI-Telefonassistent für Handwerksbetriebe | ${companyName}`,
        `AI phone assistant for trades businesses | ${companyName}`,
      ),
      tText(
        'Kein Auftrag geht verloren, während Sie auf der Baustelle sind: Der KI-Telefonassistent nimmt Anfragen an und vereinbart Termine.',
        'No job is lost while you are on site: the AI phone assistant takes enquiries and books appointments.',
      ),
    ),
    sections: keyed('section', [
      {
        _type: 'heroSection',
        heading: t(
          'Ihr Telefon ist besetzt, auch wenn Sie auf der Baustelle sind',
          'Your phone is answered, even while you are on site',
        ),
        intro: tText(
          'Der KI-Telefonassistent nimmt Anfragen auf, fragt nach Ort und Umfang des Auftrags und trägt Besichtigungstermine in Ihren Kalender ein.',
          'The AI phone assistant records enquiries, asks for the place and scope of the job and puts site visits into your calendar.',
        ),
        badges: keyed('badge', [
          t('DSGVO-konform', 'GDPR-compliant'),
          t('Server in der EU', 'Servers in the EU'),
        ]),
        demoButtonLabel: demoCallLabel,
        contactButtonLabel: consultationLabel,
        orbLabel: t("Let's talk !", "Let's talk !"),
        talkLabel: t('Jetzt mit dem Assistenten sprechen', 'Talk to the assistant now'),
        aiNotice: tText(
          'Vor dem ersten Gespräch fragen wir einmalig Ihre E-Mail-Adresse und Ihre Einwilligung ab; wir speichern beides nur, um Ihnen das Demo-Gespräch bereitzustellen und Sie beim nächsten Besuch wiederzuerkennen. Die Mitschrift sehen nur Sie, in Ihrem Browser.',
          'Before your first conversation we ask once for your email address and your consent; we store them only to provide the demo call and to recognise you when you come back. Only you see the transcript, in your browser.',
        ),
      },
      {
        _type: 'benefitsSection',
        heading: t('Was sich im Betrieb ändert', 'What changes in your business'),
        benefits: keyed('benefit', [
          {
            _type: 'benefitCard',
            keyword: t('Kein Rückruf-Stapel', 'No call-back pile'),
            title: t('Jede Anfrage ist notiert', 'Every enquiry is written down'),
            text: tText(
              'Name, Adresse, Anliegen und Rückrufnummer landen als Nachricht bei Ihnen.',
              'Name, address, request and call-back number reach you as a message.',
            ),
          },
          {
            _type: 'benefitCard',
            keyword: t('Im Kalender', 'In the calendar'),
            title: t('Besichtigungen ohne Hin und Her', 'Site visits without back and forth'),
            text: tText(
              'Der Assistent schlägt freie Termine vor und trägt den gewählten ein.',
              'The assistant offers free slots and books the one chosen.',
            ),
          },
          {
            _type: 'benefitCard',
            keyword: t('Notdienst', 'Emergency service'),
            title: t('Dringendes geht sofort durch', 'Urgent calls go through at once'),
            text: tText(
              'Rohrbruch oder Stromausfall: Sie legen fest, was sofort zu Ihnen durchgestellt wird.',
              'A burst pipe or a power cut: you decide what is put through to you at once.',
            ),
          },
        ]),
      },
      {
        _type: 'callToActionSection',
        heading: t('Hören Sie selbst', 'Hear it for yourself'),
        text: tText(
          'Führen Sie ein kurzes Demo-Gespräch mit unserem KI-Assistenten oder lassen Sie sich beraten.',
          'Have a short demo call with our AI assistant or ask us for advice.',
        ),
        demoLabel: demoCallLabel,
        contactLabel: consultationLabel,
      },
    ]),
  },
];
