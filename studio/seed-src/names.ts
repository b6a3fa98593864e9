import { t } from './build';

// One name each, written once: the steps of the customer journey (the home page's journey steps,
// the journey page's stations and, through the home page, the footer) and the two ways every
// page offers (the demo call, a consultation), in the words of their buttons.
// web/test/oneNameEach.test.ts holds the seed and the microcopy (web/src/i18n/) to these names.

/** The four steps, in this order: the home page's journey steps and the stations of /journey. */
export const journeyStepNames = {
  analysis: t('Analyse & Zielsetzung', 'Analysis & goals'),
  design: t('Design & Konzeption', 'Design & concept'),
  development: t('Entwicklung & Tests', 'Development & testing'),
  goLive: t('Go-Live & Optimierung', 'Go-live & optimisation'),
};

/** Every button or link that leads to the demo call: header, hero, calls to action. */
export const demoCallLabel = t('Demo-Gespräch starten', 'Start a demo call');

/** Every button or link that leads to a person: header, hero, calls to action. */
export const consultationLabel = t('Beratung anfragen', 'Talk to an expert');
