import { aboutPage } from './documents/aboutPage';
import { analyticsPage } from './documents/analyticsPage';
import { homePage } from './documents/homePage';
import { journeyPage } from './documents/journeyPage';
import { legalPage } from './documents/legalPage';
import { navigation } from './documents/navigation';
import { siteSettings } from './documents/siteSettings';
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
  siteSettings,
  navigation,
  homePage,
  journeyPage,
  analyticsPage,
  aboutPage,
  legalPage,
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
]);
