import { MICROPHONE_DENIED_ERROR, MICROPHONE_MISSING_ERROR } from '@site/machines/callAdapter';
import type { SimulatedOutcome } from '@site/machines/callFailures';
import { createSimulatedCallAdapter, SIMULATED_OUTCOMES } from '@site/machines/simulatedCall';

// The demo call without Vapi: the real machines with a simulated connection
// (machines/src/simulatedCall.ts). In development it replaces Vapi (/__machines then shows a whole
// call offline); on the local stand-ins of `npm start` and `npm run studio` a button under the
// missing-configuration message loads it, as a chunk of its own. Reached only through
// web/src/config/env.ts, behind constants a build inlines: a build meant for deployment contains
// none of it (web/e2e/machine-inspector.spec.ts looks for SIMULATED_CALL_MARKER in the built
// files). Nothing here runs when the module loads, so a build can drop it whole; and it imports
// no React, as Node-side code reaches this module through config/env.ts
// (web/src/content/client.ts) and must not load React's development build before a production
// render.

/** `?simulate=<outcome>` on the page chooses how the next attempt goes (README, "Watching the machines"). */
export const SIMULATE_PARAMETER = 'simulate';

/** The words that say on the page that the call is simulated; a build must not contain them. */
export const SIMULATED_CALL_MARKER = 'Simulierter Anruf';

const NOTICE = {
  de: `${SIMULATED_CALL_MARKER}: nur auf diesem Rechner, ohne Vapi. Ausgang wählen mit ?${SIMULATE_PARAMETER}=…`,
  en: `Simulated call: on this computer only, no Vapi. Choose its outcome with ?${SIMULATE_PARAMETER}=…`,
} as const;

/** How the next attempt goes, as the page's address says; null for a call that runs until ended. */
export function simulatedOutcome(): SimulatedOutcome | null {
  const chosen = new URLSearchParams(window.location.search).get(SIMULATE_PARAMETER);
  return SIMULATED_OUTCOMES.find((outcome) => outcome === chosen) ?? null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type SimulatedCall = ReturnType<typeof createSimulatedCall>;

/** What the widget is provided with instead of Vapi, its microphone and its chat API. */
export const createSimulatedCall = () => ({
  settings: { publicKey: 'simulated-call', assistantId: 'simulated-call', baseUrl: undefined },
  adapter: createSimulatedCallAdapter({ outcome: simulatedOutcome }),
  /** The browser's answer, as the chosen outcome says; a moment passes, as with a prompt. */
  async requestMicrophone() {
    await wait(400);
    const outcome = simulatedOutcome();
    // As web/src/features/voice/microphone.ts reports the browser's answers.
    if (outcome === 'microphoneDenied') {
      throw { type: MICROPHONE_DENIED_ERROR, message: 'NotAllowedError: simulated' };
    }
    if (outcome === 'microphoneMissing') {
      throw { type: MICROPHONE_MISSING_ERROR, message: 'NotFoundError: simulated' };
    }
  },
  /** The written conversation answers with the visitor's own words. */
  async chatReply({ text }: { text: string; sessionId: string | null }) {
    await wait(400);
    return { sessionId: 'simulated-chat', texts: [`(${SIMULATED_CALL_MARKER}) ${text}`] };
  },
  /** What the page says, in its language, about the simulated call and how to choose how it goes. */
  notice: (language: string) => NOTICE[language === 'en' ? 'en' : 'de'],
});
