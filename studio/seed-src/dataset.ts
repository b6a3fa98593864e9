import { aboutPage } from './documents/about';
import { analyticsPage } from './documents/analytics';
import { homePage } from './documents/home';
import { journeyPage } from './documents/journey';
import { datenschutz, impressum } from './documents/legal';
import { navigation, siteSettings } from './documents/site';
import { landingPages } from './documents/landing';
import { caseStudiesOverview, industriesOverview } from './documents/overviews';
import { trustPage } from './documents/trust';
import { proofDocuments } from './documents/proof';

/** Every document of the seed dataset, in the order they are written to the NDJSON file. */
export const seedDocuments: { _id: string; _type: string }[] = [
  siteSettings,
  navigation,
  homePage,
  journeyPage,
  analyticsPage,
  aboutPage,
  impressum,
  datenschutz,
  industriesOverview,
  caseStudiesOverview,
  trustPage,
  ...landingPages,
  ...proofDocuments,
];

export const toNdjson = (documents: object[]) =>
  documents.map((document) => JSON.stringify(document)).join('\n') + '\n';
