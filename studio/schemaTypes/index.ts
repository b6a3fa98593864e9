import { aboutPage } from './documents/aboutPage';
import { analyticsPage } from './documents/analyticsPage';
import { homePage } from './documents/homePage';
import { journeyPage } from './documents/journeyPage';
import { legalPage } from './documents/legalPage';
import { navigation } from './documents/navigation';
import { siteSettings } from './documents/siteSettings';
import { landingPage } from './documents/landingPage';
import { overviewPage } from './documents/overviewPage';
import { trustPage } from './documents/trustPage';
import { caseStudy, customer, faqEntry, sampleConversation, testimonial } from './documents/proof';
import { keyFigure } from './objects/keyFigure';
import { sectionTypes } from './sections/pageSections';
import { postalAddress } from './objects/address';
import { founder } from './objects/founder';
import { socialLink } from './objects/link';
import { localeBlockContent, localeString, localeText } from './objects/localized';
import { seo } from './objects/seo';

export const schemaTypes = [
  localeString,
  localeText,
  localeBlockContent,
  seo,
  socialLink,
  postalAddress,
  founder,
  keyFigure,
  ...sectionTypes,
  siteSettings,
  navigation,
  homePage,
  journeyPage,
  analyticsPage,
  aboutPage,
  legalPage,
  overviewPage,
  trustPage,
  landingPage,
  testimonial,
  customer,
  caseStudy,
  faqEntry,
  sampleConversation,
];

// Types whose documents exist exactly once, at a fixed id (see structure.ts and the seed).
export const singletonTypes = new Set([
  'siteSettings',
  'navigation',
  'homePage',
  'journeyPage',
  'analyticsPage',
  'aboutPage',
  'legalPage',
  'overviewPage',
  'trustPage',
]);
