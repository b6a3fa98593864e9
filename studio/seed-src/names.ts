import { t } from './build';

// The two ways every page offers (the demo call, a consultation), written once in the words of
// their buttons. web/test/oneNameEach.test.ts holds the seed and the microcopy (web/src/i18n/) to
// these names. The journey's steps are not here: the home page's timeline (documents/home.ts)
// and the stations of /journey (documents/journey.ts) carry the specification's names, which
// differ, and web/test/journeyNames.test.ts holds the seed to them.

/** Every button or link that leads to the demo call: header, hero, calls to action. */
export const demoCallLabel = t('Demo-Gespräch starten', 'Start a demo call');

/** Every button or link that leads to a person: header, hero, calls to action. */
export const consultationLabel = t('Beratung anfragen', 'Talk to an expert');
