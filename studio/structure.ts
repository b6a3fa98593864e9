import type { StructureResolver } from 'sanity/structure';

// The pages of fixed routes are singletons: one list entry opens the one document. Presentation
// names the pages after these titles too (presentation/locations.ts).
export const singletons = [
  { id: 'homePage', type: 'homePage', title: 'Startseite' },
  { id: 'journeyPage', type: 'journeyPage', title: 'Ihre Reise' },
  { id: 'analyticsPage', type: 'analyticsPage', title: 'Analysen & Zeitersparnisse' },
  { id: 'aboutPage', type: 'aboutPage', title: 'Über uns' },
  { id: 'impressum', type: 'legalPage', title: 'Impressum' },
  { id: 'datenschutz', type: 'legalPage', title: 'Datenschutzerklärung' },
  { id: 'industriesOverview', type: 'overviewPage', title: 'Branchen (Übersicht)' },
  { id: 'caseStudiesOverview', type: 'overviewPage', title: 'Fallstudien (Übersicht)' },
  { id: 'trustPage', type: 'trustPage', title: 'Vertrauen & Datenschutz' },
  { id: 'navigation', type: 'navigation', title: 'Navigation' },
  { id: 'siteSettings', type: 'siteSettings', title: 'Website-Einstellungen' },
];

export const singletonDocumentIds = singletons.map(({ id }) => id);

/** Types editors create as many of as they need, each listed under its plural. */
export const collections = [
  { type: 'landingPage', title: 'Landingpages' },
  { type: 'caseStudy', title: 'Fallstudien' },
  { type: 'testimonial', title: 'Kundenstimmen' },
  { type: 'customer', title: 'Kunden' },
  { type: 'faqEntry', title: 'Häufige Fragen' },
  { type: 'sampleConversation', title: 'Beispielgespräche' },
];

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Inhalte')
    .items([
      ...singletons.map(({ id, type, title }) =>
        S.listItem()
          .id(id)
          .title(title)
          .schemaType(type)
          .child(S.document().schemaType(type).documentId(id).title(title)),
      ),
      S.divider(),
      ...collections.map(({ type, title }) => S.documentTypeListItem(type).title(title)),
    ]);
