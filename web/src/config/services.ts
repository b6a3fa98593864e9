// The one place that decides, from an environment record, how each hosted service is reached.
// The browser bundle (through ./env.ts, which reads what Vite baked in) and the Node side (the
// local stack in web/server/localStack.ts and the Content-Security-Policy in
// web/server/securityHeaders.ts, given the record of web/server/env.ts) call the same
// resolveServices(), so a stand-in runs exactly when the browser talks to it, and the policy
// allows exactly the origins the browser will use. Pure: no import.meta, no DOM, no Node API.

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

/** Origins other than the page's own that the browser needs, per CSP directive. */
export type ServiceOrigins = {
  readonly connect: readonly string[];
  readonly scripts: readonly string[];
  readonly images: readonly string[];
};

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
/** Vapi's API when VITE_VAPI_BASE_URL is unset (the default of @vapi-ai/web). */
export const VAPI_API = 'https://api.vapi.ai';
/** Where EmailJS's browser SDK sends (@emailjs/browser's default origin). */
export const EMAILJS_API = 'https://api.emailjs.com';
/** Daily's CDN, from which daily-js loads its call machine as a script (avoidEval). */
const DAILY_CDN = 'https://c.daily.co';
/**
 * Daily's API and signalling, which the call machine talks to. Its error reports to Sentry are
 * left out: the call does not need them.
 */
const DAILY_CONNECT = ['https://*.daily.co', 'wss://*.daily.co'];
/** Images of Sanity documents (founder photos). */
const SANITY_IMAGES = 'https://cdn.sanity.io';

const NO_ORIGINS: ServiceOrigins = { connect: [], scripts: [], images: [] };

/** A service that cannot be used as configured; `usable()` throws its error. */
export type Misconfigured = {
  readonly mode: 'misconfigured';
  readonly error: ServiceConfigError;
  readonly origins: ServiceOrigins;
};

export type SanityService =
  | {
      readonly mode: 'hosted';
      readonly projectId: string;
      readonly dataset: string;
      readonly apiVersion: string;
      /** The API CDN the client reads through. */
      readonly url: string;
      readonly origins: ServiceOrigins;
    }
  | {
      /** The GROQ endpoint over the seed (web/server/groqEndpoint.ts). */
      readonly mode: 'local';
      readonly dataset: string;
      readonly apiVersion: string;
      readonly origins: ServiceOrigins;
    };

export type SupabaseService =
  | {
      readonly mode: 'hosted';
      readonly url: string;
      readonly anonKey: string;
      readonly origins: ServiceOrigins;
    }
  /** PGlite behind the rpc endpoint (web/server/rpcEndpoint.ts). */
  | { readonly mode: 'local'; readonly origins: ServiceOrigins };

export type EmailJsService =
  | {
      readonly mode: 'hosted';
      readonly publicKey: string;
      readonly serviceId: string;
      readonly templateId: string;
      readonly url: string;
      readonly origins: ServiceOrigins;
    }
  /** The mailbox endpoint (web/server/mailboxEndpoint.ts). */
  | { readonly mode: 'local'; readonly origins: ServiceOrigins };

export type VapiService =
  | {
      readonly mode: 'hosted';
      readonly publicKey: string;
      readonly assistantId: string;
      /** VITE_VAPI_BASE_URL as set; undefined lets the SDK use its own default. */
      readonly baseUrl: string | undefined;
      /** The API the SDK talks to: baseUrl or Vapi's own. */
      readonly url: string;
      readonly origins: ServiceOrigins;
    }
  /** No call: the widget shows its missing-configuration message. */
  | { readonly mode: 'off'; readonly origins: ServiceOrigins };

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

function originOf(service: ServiceName, variable: string, url: string, example: string): string {
  let parsed: URL | undefined;
  try {
    parsed = new URL(url);
  } catch {
    // Reported below.
  }
  if (parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:')) return parsed.origin;
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
    return { mode: 'misconfigured', error, origins: NO_ORIGINS };
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
    return { mode: 'local', dataset, apiVersion, origins: NO_ORIGINS };
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
  const url = `https://${projectId}.apicdn.sanity.io`;
  return {
    mode: 'hosted',
    projectId,
    dataset,
    apiVersion,
    url,
    // The client reads through the API CDN; queries too long for a GET go to the API.
    origins: {
      connect: [url, `https://${projectId}.api.sanity.io`],
      scripts: [],
      images: [SANITY_IMAGES],
    },
  };
}

function resolveSupabase(env: ServiceEnv): SupabaseService {
  const values = {
    VITE_SUPABASE_URL: read(env, 'VITE_SUPABASE_URL'),
    VITE_SUPABASE_ANON_KEY: read(env, 'VITE_SUPABASE_ANON_KEY'),
  };
  const { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey } = values;
  if (!url && !anonKey) return { mode: 'local', origins: NO_ORIGINS };
  if (!url || !anonKey) {
    throw incomplete(
      'Supabase',
      Object.keys(values),
      values,
      'Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY for the hosted project, or neither ' +
        'for the local database.',
    );
  }
  const origin = originOf('Supabase', 'VITE_SUPABASE_URL', url, "the project's URL");
  return { mode: 'hosted', url, anonKey, origins: { ...NO_ORIGINS, connect: [origin] } };
}

const EMAILJS_VARIABLES = [
  'VITE_EMAILJS_PUBLIC_KEY',
  'VITE_EMAILJS_SERVICE_ID',
  'VITE_EMAILJS_TEMPLATE_ID',
] as const;

function resolveEmailJs(env: ServiceEnv): EmailJsService {
  const values = Object.fromEntries(EMAILJS_VARIABLES.map((name) => [name, read(env, name)]));
  const set = EMAILJS_VARIABLES.filter((name) => values[name]);
  if (set.length === 0) return { mode: 'local', origins: NO_ORIGINS };
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
    url: EMAILJS_API,
    origins: { ...NO_ORIGINS, connect: [EMAILJS_API] },
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
  if (!publicKey && !assistantId && !baseUrl) return { mode: 'off', origins: NO_ORIGINS };
  if (!publicKey || !assistantId) {
    throw incomplete(
      'Vapi',
      ['VITE_VAPI_PUBLIC_KEY', 'VITE_VAPI_ASSISTANT_ID'],
      values,
      'Set VITE_VAPI_PUBLIC_KEY and VITE_VAPI_ASSISTANT_ID (VITE_VAPI_BASE_URL is optional) for ' +
        'the demo call, or none of them to leave it off.',
    );
  }
  const url = baseUrl ?? VAPI_API;
  const api = baseUrl ? originOf('Vapi', 'VITE_VAPI_BASE_URL', baseUrl, "Vapi's API URL") : url;
  return {
    mode: 'hosted',
    publicKey,
    assistantId,
    baseUrl,
    url,
    origins: { connect: [api, ...DAILY_CONNECT], scripts: [DAILY_CDN], images: [] },
  };
}

/**
 * Every hosted service's mode and origins from one environment record. Never throws for a
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
