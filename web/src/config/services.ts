// The one place that decides, from an environment record, how each hosted service is reached:
// the browser bundle (record from ./env.ts) and the Node side (local stack, security headers;
// record from web/server/env.ts) call the same resolveServices(), so a stand-in runs exactly when
// the browser talks to it and the Content-Security-Policy allows exactly its origins (./origins.ts).
// Pure: no import.meta, no DOM, no Node API (docs/decisions/0002-one-module-decides-the-services.md).

/** An environment record as `.env`, the process or Vite's build give it. */
export type ServiceEnv = Readonly<Record<string, string | undefined>>;

export type ServiceName = 'Sanity' | 'Supabase' | 'EmailJS' | 'Vapi';

/**
 * hosted: the service's own servers. local: the stand-in that `npm start` and `npm run dev`
 * serve at the page's own origin. off: no such service at all (only the demo call, which has no
 * stand-in). misconfigured: some of its variables are set but not all, or a value is unusable;
 * the error says what to set, and whoever needs the service throws it.
 */
export type ServiceMode = 'hosted' | 'local' | 'off' | 'misconfigured';

/**
 * A developer's mistake in a service's variables. One class for every service, so callers and
 * tests need not know which service failed to recognise a configuration error.
 */
export class ServiceConfigError extends Error {
  override name = 'ServiceConfigError';
  constructor(
    readonly service: ServiceName,
    /** The variables to set, or the one whose value to correct. */
    readonly variables: readonly string[],
    /** incomplete: some of the service's variables are unset; invalid: a value is unusable. */
    readonly problem: 'incomplete' | 'invalid',
    message: string,
  ) {
    super(message);
  }
}

export const SANITY_DEFAULT_DATASET = 'production';
export const SANITY_DEFAULT_API_VERSION = '2025-02-19';
/**
 * The project id in the image URLs of the local stand-in (web/local-stack/imageEndpoint.ts),
 * which serves only this one, at the page's own origin; a hosted project's images come from
 * Sanity's CDN (./origins.ts).
 */
export const LOCAL_SANITY_PROJECT_ID = 'local';

/** A service that cannot be used as configured; `usable()` throws its error. */
export type Misconfigured = {
  readonly mode: 'misconfigured';
  readonly error: ServiceConfigError;
};

export type SanityService =
  | {
      readonly mode: 'hosted';
      readonly projectId: string;
      readonly dataset: string;
      readonly apiVersion: string;
    }
  | {
      /** The GROQ endpoint over the seed (web/local-stack/groqEndpoint.ts). */
      readonly mode: 'local';
      readonly dataset: string;
      readonly apiVersion: string;
    };

export type SupabaseService =
  | {
      readonly mode: 'hosted';
      readonly url: string;
      readonly anonKey: string;
    }
  /** PGlite behind the rpc endpoint (web/local-stack/rpcEndpoint.ts). */
  | { readonly mode: 'local' };

export type EmailJsService =
  | {
      readonly mode: 'hosted';
      readonly publicKey: string;
      readonly serviceId: string;
      readonly templateId: string;
    }
  /** The mailbox endpoint (web/local-stack/mailboxEndpoint.ts). */
  | { readonly mode: 'local' };

export type VapiService =
  | {
      readonly mode: 'hosted';
      readonly publicKey: string;
      readonly assistantId: string;
      /** VITE_VAPI_BASE_URL as set; undefined lets the SDK use Vapi's own API. */
      readonly baseUrl: string | undefined;
    }
  /** No call: the widget shows its missing-configuration message. */
  | { readonly mode: 'off' };

export type Services = {
  readonly sanity: SanityService | Misconfigured;
  readonly supabase: SupabaseService | Misconfigured;
  readonly emailJs: EmailJsService | Misconfigured;
  readonly vapi: VapiService | Misconfigured;
};

/** Trimmed; blank counts as unset. */
function read(env: ServiceEnv, name: string): string | undefined {
  return env[name]?.trim() || undefined;
}

function incomplete(
  service: ServiceName,
  all: readonly string[],
  values: Readonly<Record<string, string | undefined>>,
  advice: string,
): ServiceConfigError {
  const missing = all.filter((name) => !values[name]);
  return new ServiceConfigError(
    service,
    missing,
    'incomplete',
    `${service} is only partly configured: ${missing.join(', ')} not set. ${advice}`,
  );
}

/** An http(s) URL, or the error that names the variable; its origin goes into the CSP. */
function checkUrl(service: ServiceName, variable: string, url: string, example: string): void {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // Reported below.
  }
  if (parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:')) return;
  throw new ServiceConfigError(
    service,
    [variable],
    'invalid',
    `${service} is misconfigured: ${variable} is not a URL: ${url}. Set it to ${example}.`,
  );
}

/** Runs a resolver, recording its configuration error instead of throwing it. */
function settle<S>(resolve: () => S): S | Misconfigured {
  try {
    return resolve();
  } catch (error) {
    if (!(error instanceof ServiceConfigError)) throw error;
    return { mode: 'misconfigured', error };
  }
}

/**
 * VITE_SANITY_PROJECT_ID chooses the hosted project. VITE_SANITY_DATASET belongs to a project, so
 * without one it is a half-set configuration; VITE_SANITY_API_VERSION is the client's protocol
 * version and applies to the local endpoint as well.
 */
function resolveSanity(env: ServiceEnv): SanityService {
  const projectId = read(env, 'VITE_SANITY_PROJECT_ID');
  const datasetVariable = read(env, 'VITE_SANITY_DATASET');
  const dataset = datasetVariable ?? SANITY_DEFAULT_DATASET;
  const apiVersion = read(env, 'VITE_SANITY_API_VERSION') ?? SANITY_DEFAULT_API_VERSION;
  if (!projectId) {
    if (datasetVariable) {
      throw incomplete(
        'Sanity',
        ['VITE_SANITY_PROJECT_ID'],
        {},
        'Set VITE_SANITY_PROJECT_ID to read that dataset of a Sanity project, or unset ' +
          'VITE_SANITY_DATASET to read the local seed (studio/seed/).',
      );
    }
    return { mode: 'local', dataset, apiVersion };
  }
  // Sanity's own rule for project ids; it also keeps the value from smuggling text into the CSP.
  if (!/^[a-z0-9-]+$/.test(projectId)) {
    throw new ServiceConfigError(
      'Sanity',
      ['VITE_SANITY_PROJECT_ID'],
      'invalid',
      `Sanity is misconfigured: VITE_SANITY_PROJECT_ID is not a Sanity project id: ${projectId}. ` +
        'Set it to the id shown at sanity.io/manage (a-z, 0-9 and dashes).',
    );
  }
  return { mode: 'hosted', projectId, dataset, apiVersion };
}

function resolveSupabase(env: ServiceEnv): SupabaseService {
  const values = {
    VITE_SUPABASE_URL: read(env, 'VITE_SUPABASE_URL'),
    VITE_SUPABASE_ANON_KEY: read(env, 'VITE_SUPABASE_ANON_KEY'),
  };
  const { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey } = values;
  if (!url && !anonKey) return { mode: 'local' };
  if (!url || !anonKey) {
    throw incomplete(
      'Supabase',
      Object.keys(values),
      values,
      'Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY for the hosted project, or neither ' +
        'for the local database.',
    );
  }
  checkUrl('Supabase', 'VITE_SUPABASE_URL', url, "the project's URL");
  return { mode: 'hosted', url, anonKey };
}

const EMAILJS_VARIABLES = [
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
] as const;

function resolveEmailJs(env: ServiceEnv): EmailJsService {
  const values = Object.fromEntries(EMAILJS_VARIABLES.map((name) => [name, read(env, name)]));
  const set = EMAILJS_VARIABLES.filter((name) => values[name]);
  if (set.length === 0) return { mode: 'local' };
  if (set.length < EMAILJS_VARIABLES.length) {
    throw incomplete(
      'EmailJS',
      EMAILJS_VARIABLES,
      values,
      `Set all of ${EMAILJS_VARIABLES.join(', ')} for EmailJS, or none of them to use the ` +
        'local mailbox (.local/mailbox/).',
    );
  }
  return {
    mode: 'hosted',
    publicKey: values.VITE_EMAILJS_PUBLIC_KEY!,
    serviceId: values.VITE_EMAILJS_SERVICE_ID!,
    templateId: values.VITE_EMAILJS_TEMPLATE_ID!,
  };
}

/** A call needs the public key and the assistant; the base URL alone means a forgotten key. */
function resolveVapi(env: ServiceEnv): VapiService {
  const values = {
    VITE_VAPI_PUBLIC_KEY: read(env, 'VITE_VAPI_PUBLIC_KEY'),
    VITE_VAPI_ASSISTANT_ID: read(env, 'VITE_VAPI_ASSISTANT_ID'),
    VITE_VAPI_BASE_URL: read(env, 'VITE_VAPI_BASE_URL'),
  };
  const {
    VITE_VAPI_PUBLIC_KEY: publicKey,
    VITE_VAPI_ASSISTANT_ID: assistantId,
    VITE_VAPI_BASE_URL: baseUrl,
  } = values;
  if (!publicKey && !assistantId && !baseUrl) return { mode: 'off' };
  if (!publicKey || !assistantId) {
    throw incomplete(
      'Vapi',
      ['VITE_VAPI_PUBLIC_KEY', 'VITE_VAPI_ASSISTANT_ID'],
      values,
      'Set VITE_VAPI_PUBLIC_KEY and VITE_VAPI_ASSISTANT_ID (VITE_VAPI_BASE_URL is optional) for ' +
        'the demo call, or none of them to leave it off.',
    );
  }
  if (baseUrl) checkUrl('Vapi', 'VITE_VAPI_BASE_URL', baseUrl, "Vapi's API URL");
  return { mode: 'hosted', publicKey, assistantId, baseUrl };
}

/**
 * Every hosted service's mode and values from one environment record. Never throws for a
 * configuration: a half-set or unusable service is `misconfigured` with its error, so one broken
 * service does not take the others down; whoever uses it calls `usable()`.
 */
export function resolveServices(env: ServiceEnv): Services {
  return {
    sanity: settle(() => resolveSanity(env)),
    supabase: settle(() => resolveSupabase(env)),
    emailJs: settle(() => resolveEmailJs(env)),
    vapi: settle(() => resolveVapi(env)),
  };
}

/** The service as resolved, or its ServiceConfigError thrown. */
export function usable<S extends { readonly mode: ServiceMode }>(
  service: S,
): Exclude<S, Misconfigured> {
  if (service.mode === 'misconfigured') throw (service as unknown as Misconfigured).error;
  return service as Exclude<S, Misconfigured>;
}

/**
 * Whether a build made from this record is the site on the local stand-ins that `npm start` and
 * `npm run studio` serve (no Sanity project, no Vapi keys, not marked with VITE_DEPLOYMENT_BUILD):
 * only there does the demo call offer the simulated call beside its missing-configuration
 * message, so that a newcomer and an editor see it work. A build meant for deployment never
 * contains the simulation (web/vite.config.ts defines the answer into the bundle).
 */
export function offersSimulatedCall(env: ServiceEnv): boolean {
  const { sanity, vapi } = resolveServices(env);
  return sanity.mode === 'local' && vapi.mode === 'off' && !env.VITE_DEPLOYMENT_BUILD?.trim();
}
