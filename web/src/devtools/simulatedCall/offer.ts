// What the demo call's missing-configuration message offers on the local stand-ins: reached only
// through simulatedCallOffer() in web/src/config/env.ts, so a build meant for deployment
// contains none of it (web/e2e/machine-inspector.spec.ts reads the built files for these words).

/** The button that starts the simulated call, in the page's language. */
export const START_SIMULATED_CALL = {
  de: 'Simulierten Anruf starten',
  en: 'Start a simulated call',
} as const;
