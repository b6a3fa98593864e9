import { paths } from './paths';

/**
 * Each page of the site (its German path, web/src/lib/paths.ts) with the id of the content
 * document that holds its copy. The Studio's Presentation tool links documents and pages by it
 * (studio/presentation/locations.ts), and the end-to-end tests find each page's seed by it.
 */
export const pageDocuments = [
  { path: paths.home, documentId: 'homePage' },
  { path: paths.journey, documentId: 'journeyPage' },
  { path: paths.analytics, documentId: 'analyticsPage' },
  { path: paths.about, documentId: 'aboutPage' },
  { path: paths.impressum, documentId: 'impressum' },
  { path: paths.privacy, documentId: 'datenschutz' },
  { path: paths.industries, documentId: 'industriesOverview' },
  { path: paths.caseStudies, documentId: 'caseStudiesOverview' },
  { path: paths.trust, documentId: 'trustPage' },
] as const;
