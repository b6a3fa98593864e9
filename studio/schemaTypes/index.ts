import { navigation } from './documents/navigation';
import { aboutPage, analyticsPage, homePage, journeyPage, legalPage } from './documents/pages';
import { siteSettings } from './documents/siteSettings';
import { postalAddress } from './objects/address';
import { socialLink } from './objects/link';
import { localeString, localeText } from './objects/localized';
import { seo } from './objects/seo';

export const schemaTypes = [
  localeString,
  localeText,
  seo,
  socialLink,
  postalAddress,
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
