// The names the specification gives the customer journey's steps, word for word in German. The
// home page's timeline and the footer's „Ihre Reise“ links name the four steps one way; the
// sections of /journey are titled another way. The seed says both (studio/seed-src/documents/
// home.ts and journey.ts); editors may rename either in the Studio. English is the seed's own.

/** The home page's timeline and, in the same order, the footer's links to /journey?station=0..3. */
export const timelineStepNames = [
  'Analyse & Zielsetzung',
  'Strategisches Design',
  'Entwicklung & Integration',
  'Go-Live & Optimierung',
];

/** The titles of the four sections of /journey. */
export const journeySectionTitles = [
  'Strategische Beratung',
  'Design und Konzeption',
  'Entwicklung und Testing',
  'Go-Live und Support',
];
