import { keyed, seo, t, tText } from '../build';
import { companyName } from './site';

// The invented facts (hosting provider, data centre, measures' details) end in „(Beispiel)“, so
// the launch check („Vor dem Start“) lists them until an editor enters the company's own. The
// sub-processors are those the privacy policy names (legal.ts); their transfer mechanisms are
// to be checked, as there.

const subProcessor = (
  name: string,
  purpose: [string, string],
  location: [string, string],
  legalBasis: [string, string],
) => ({
  _type: 'subProcessor',
  name,
  purpose: t(...purpose),
  location: t(...location),
  legalBasis: t(...legalBasis),
});

const contract = ['AVV nach Art. 28 DSGVO', 'DPA under Art. 28 GDPR'] as const;

export const trustPage = {
  _id: 'trustPage',
  _type: 'trustPage',
  seo: seo(
    t(`Vertrauen & Datenschutz | ${companyName}`, `Trust & data protection | ${companyName}`),
    tText(
      'Wo unsere Website und Ihre Daten liegen, welche Dienstleister sie verarbeiten, der Auftragsverarbeitungsvertrag und unsere Sicherheitsmaßnahmen.',
      'Where our website and your data are hosted, which sub-processors handle them, the data processing agreement and our security measures.',
    ),
  ),
  heading: t('Vertrauen & Datenschutz', 'Trust & data protection'),
  intro: tText(
    'Was Ihre Datenschutzbeauftragten vor einem Vertrag wissen wollen, auf einer Seite: Hosting, Unterauftragsverarbeiter, Auftragsverarbeitungsvertrag und Sicherheitsmaßnahmen.',
    'What your data protection officer wants to know before a contract, on one page: hosting, sub-processors, the data processing agreement and security measures.',
  ),
  hosting: {
    heading: t('Hosting', 'Hosting'),
    text: tText(
      'Die Website und die Daten Ihrer Assistenten liegen in Rechenzentren in der EU.',
      'The website and your assistants’ data are hosted in data centres in the EU.',
    ),
    facts: keyed('fact', [
      {
        _type: 'hostingFact',
        label: t('Anbieter', 'Provider'),
        value: t('Hetzner Online GmbH (Beispiel)', 'Hetzner Online GmbH (example)'),
      },
      {
        _type: 'hostingFact',
        label: t('Rechenzentrum', 'Data centre'),
        value: t('Falkenstein, Deutschland (Beispiel)', 'Falkenstein, Germany (example)'),
      },
      {
        _type: 'hostingFact',
        label: t('Region', 'Region'),
        value: t('EU (Deutschland) (Beispiel)', 'EU (Germany) (example)'),
      },
    ]),
  },
  subProcessors: {
    heading: t('Unterauftragsverarbeiter', 'Sub-processors'),
    text: tText(
      'Diese Dienstleister verarbeiten personenbezogene Daten in unserem Auftrag, jeweils nur für den genannten Zweck.',
      'These service providers process personal data on our behalf, each only for the purpose named.',
    ),
    columns: {
      name: t('Dienstleister', 'Provider'),
      purpose: t('Zweck', 'Purpose'),
      location: t('Ort der Verarbeitung', 'Location'),
      legalBasis: t('Rechtsgrundlage / Übermittlung', 'Legal basis / transfer'),
    },
    rows: keyed('processor', [
      subProcessor(
        'Hetzner Online GmbH (Beispiel)',
        ['Hosting der Website', 'Hosting of the website'],
        ['Deutschland', 'Germany'],
        [contract[0], contract[1]],
      ),
      subProcessor(
        'Sanity AS',
        ['Bereitstellung der Seiteninhalte', 'Delivery of the page content'],
        ['Norwegen (EWR)', 'Norway (EEA)'],
        [contract[0], contract[1]],
      ),
      subProcessor(
        'Supabase Inc.',
        [
          'Datenbank des Demo-Gesprächs (E-Mail-Adressen)',
          'Database of the demo call (email addresses)',
        ],
        ['USA; Server in der EU', 'USA; servers in the EU'],
        [
          `${contract[0]}; EU-U.S. Data Privacy Framework oder Standardvertragsklauseln (Beispiel)`,
          `${contract[1]}; EU-U.S. Data Privacy Framework or standard contractual clauses (example)`,
        ],
      ),
      subProcessor(
        'Vapi, Inc.',
        ['KI-Sprachassistent des Demo-Gesprächs', 'AI voice assistant of the demo call'],
        ['USA', 'USA'],
        [
          `${contract[0]}; EU-U.S. Data Privacy Framework oder Standardvertragsklauseln (Beispiel)`,
          `${contract[1]}; EU-U.S. Data Privacy Framework or standard contractual clauses (example)`,
        ],
      ),
      subProcessor(
        'Daily.co, Inc.',
        ['Audioübertragung des Demo-Gesprächs', 'Audio transmission of the demo call'],
        ['USA', 'USA'],
        [
          `${contract[0]}; EU-U.S. Data Privacy Framework oder Standardvertragsklauseln (Beispiel)`,
          `${contract[1]}; EU-U.S. Data Privacy Framework or standard contractual clauses (example)`,
        ],
      ),
      subProcessor(
        'EmailJS Pte. Ltd.',
        ['Zustellung der Kontaktanfragen', 'Delivery of contact requests'],
        ['Singapur', 'Singapore'],
        [
          `${contract[0]}; EU-Standardvertragsklauseln (Beispiel)`,
          `${contract[1]}; EU standard contractual clauses (example)`,
        ],
      ),
    ]),
  },
  dpa: {
    heading: t('Auftragsverarbeitungsvertrag', 'Data processing agreement'),
    text: tText(
      'Setzen Sie unsere Assistenten mit Daten Ihrer Kunden ein, schließen wir mit Ihnen einen Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.',
      'When you use our assistants with your customers’ data, we sign a data processing agreement with you under Art. 28 GDPR.',
    ),
    downloadLabel: t(
      'Auftragsverarbeitungsvertrag herunterladen',
      'Download the data processing agreement',
    ),
    fallbackLabel: t(
      'Auftragsverarbeitungsvertrag auf Anfrage',
      'Data processing agreement on request',
    ),
  },
  security: {
    heading: t('Sicherheitsmaßnahmen', 'Security measures'),
    measures: keyed('measure', [
      t(
        'Verschlüsselte Übertragung jeder Verbindung (TLS)',
        'Every connection encrypted in transit (TLS)',
      ),
      t('Verschlüsselte Speicherung der Daten (Beispiel)', 'Data encrypted at rest (example)'),
      t(
        'Zugriff nur für benannte Mitarbeitende, mit Zwei-Faktor-Anmeldung (Beispiel)',
        'Access for named staff only, with two-factor sign-in (example)',
      ),
      t(
        'Tägliche Sicherungen in einem zweiten Rechenzentrum in der EU (Beispiel)',
        'Daily backups in a second data centre in the EU (example)',
      ),
      t(
        'Kein Tracking und keine Werbe-Cookies auf dieser Website',
        'No tracking and no advertising cookies on this website',
      ),
    ]),
  },
};
