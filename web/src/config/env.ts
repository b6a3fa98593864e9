// The only module under web/src that reads import.meta.env (eslint.config.js enforces it). Vite
// replaces each `import.meta.env.X` written out in full with its value when it builds a bundle,
// so every variable is spelled out here once, by name: a computed lookup would ship nothing.
import { resolveServices, type ServiceEnv, type Services } from './services';

/**
 * Opens the Stately Inspector in Vite's dev server and gives its `inspect` option; undefined in a
 * build. The inspector's import sits here, beside import.meta.env.DEV, because a build replaces
 * DEV with false and drops the import with its branch before it splits chunks; a flag exported to
 * another module is inlined only after the inspector has become a chunk of its own, which would
 * ship (web/e2e/bundle.spec.ts checks that none does).
 */
export async function openDevelopmentInspector() {
  if (!import.meta.env.DEV) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

/**
 * In Vite's dev server, the `inspect` option that reports every machine of the tab to the machine
 * inspector page at /__machines (web/src/devtools/machines/); undefined in a build. Its import sits
 * beside import.meta.env.DEV for the reason given at openDevelopmentInspector.
 */
export async function openMachineBroadcast() {
  if (!import.meta.env.DEV) return undefined;
  const { broadcastTabMachines } = await import('../devtools/machines/broadcaster');
  return broadcastTabMachines().inspect;
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
