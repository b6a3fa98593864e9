// The only module under web/src that reads import.meta.env (eslint.config.js enforces it). Vite
// replaces each `import.meta.env.X` written out in full with its value when it builds a bundle,
// so every variable is spelled out here once, by name: a computed lookup would ship nothing.
import { START_SIMULATED_CALL } from '../devtools/simulatedCall/offer';
import { createSimulatedCall, type SimulatedCall } from '../devtools/simulatedCall/simulatedCall';
import { resolveServices, type ServiceEnv, type Services } from './services';

/**
 * In Vite's dev server, the `inspect` option for every machine of the page: it reports them to
 * the offline machine inspector at /__machines (web/src/devtools/machines/) and, with
 * `withStately`, also opens the Stately Inspector and connects them to it. Undefined in a build.
 * The imports sit here, beside import.meta.env.DEV, because a build replaces DEV with false and
 * drops them with their branch before it splits chunks; a flag exported to another module is
 * inlined only after the inspectors have become chunks of their own, which would ship
 * (web/e2e/bundle.spec.ts and web/e2e/machine-inspector.spec.ts check that none does).
 */
export async function openDevelopmentInspector(withStately: boolean) {
  if (!import.meta.env.DEV) return undefined;
  const { broadcastTabMachines, combineInspectors } =
    await import('../devtools/machines/broadcaster');
  const stately = withStately
    ? (await import('@statelyai/inspect')).createBrowserInspector().inspect
    : undefined;
  return combineInspectors(broadcastTabMachines().inspect, stately);
}

export type { SimulatedCall };

let simulated: SimulatedCall | null | undefined;

/**
 * In Vite's dev server without Vapi variables, the simulated demo call
 * (web/src/devtools/simulatedCall/): the widget is provided with it instead of Vapi. Null in every
 * build, which replaces DEV with false and then drops the unused import.
 */
export function simulatedCall(): SimulatedCall | null {
  if (!import.meta.env.DEV) return null;
  return (simulated ??= services().vapi.mode === 'off' ? createSimulatedCall() : null);
}

/** What the demo call offers instead of a call where it has no configuration. */
export type SimulatedCallOffer = {
  /** The button's words in the page's language. */
  label: (language: string) => string;
  /** The simulated call, from a chunk of its own, fetched on the first press. */
  load: () => Promise<SimulatedCall>;
};

/**
 * On the local stand-ins only (a build of `npm start` or `npm run studio` without a Sanity
 * project or Vapi keys, see offersSimulatedCall in ./services.ts), the simulated call offered
 * under the missing-configuration message. Null in a build meant for deployment: the build
 * replaces the flag with false and drops this branch, the words and the chunk with it.
 */
export function simulatedCallOffer(): SimulatedCallOffer | null {
  if (!import.meta.env.SIMULATED_CALL_ON_REQUEST) return null;
  return {
    label: (language) => START_SIMULATED_CALL[language === 'en' ? 'en' : 'de'],
    load: async () =>
      (await import('../devtools/simulatedCall/simulatedCall')).createSimulatedCall(),
  };
}

/** True in Vite's dev server, false in every build (a constant the build inlines). */
export function isDevelopmentServer(): boolean {
  return import.meta.env.DEV;
}

/** The variables this bundle was built with. */
function bundledEnv(): ServiceEnv {
  return {
    VITE_SANITY_PROJECT_ID: import.meta.env.VITE_SANITY_PROJECT_ID,
    VITE_SANITY_DATASET: import.meta.env.VITE_SANITY_DATASET,
    VITE_SANITY_API_VERSION: import.meta.env.VITE_SANITY_API_VERSION,
    VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
    VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
    VITE_EMAILJS_PUBLIC_KEY: import.meta.env.VITE_EMAILJS_PUBLIC_KEY,
    VITE_EMAILJS_SERVICE_ID: import.meta.env.VITE_EMAILJS_SERVICE_ID,
    VITE_EMAILJS_TEMPLATE_ID: import.meta.env.VITE_EMAILJS_TEMPLATE_ID,
    VITE_VAPI_PUBLIC_KEY: import.meta.env.VITE_VAPI_PUBLIC_KEY,
    VITE_VAPI_ASSISTANT_ID: import.meta.env.VITE_VAPI_ASSISTANT_ID,
    VITE_VAPI_BASE_URL: import.meta.env.VITE_VAPI_BASE_URL,
  };
}

let resolved: Services | undefined;

/**
 * The hosted services as this bundle (browser or prerendering) was built for, resolved on first
 * use and then kept: the values are fixed at build time. Resolving never throws; a feature
 * throws its service's configuration error only when it uses the service (see usable()).
 */
export function services(): Services {
  return (resolved ??= resolveServices(bundledEnv()));
}
