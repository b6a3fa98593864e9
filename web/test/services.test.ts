import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  offersSimulatedCall,
  resolveServices,
  ServiceConfigError,
  usable,
  type Misconfigured,
  type ServiceEnv,
  type Services,
} from '../src/config/services';
import { serviceOrigins } from '../src/config/origins';
import { createLocalStack } from '../local-stack/localStack';
import { contentSecurityPolicy } from '../server/securityHeaders';
import { serveEndpoint } from './listen';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

/** The origins of a stand-in at the page's own origin, of a call that is off, of no service. */
const NONE = { url: undefined, connect: [], scripts: [], images: [], media: [] };

/** Where the browser talks to each service, as the CSP gets it. */
const originsOf = (env: ServiceEnv) => serviceOrigins(resolveServices(env));

/** Every variable of every service, set. */
const everything = {
  VITE_SANITY_PROJECT_ID: 'abc123xy',
  VITE_SANITY_DATASET: 'staging',
  VITE_SANITY_API_VERSION: '2026-01-01',
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'public-anon-key',
  VITE_EMAILJS_PUBLIC_KEY: 'public-key',
  VITE_EMAILJS_SERVICE_ID: 'service',
  VITE_EMAILJS_TEMPLATE_ID: 'template',
  VITE_VAPI_PUBLIC_KEY: 'vapi-public-key',
  VITE_VAPI_ASSISTANT_ID: 'assistant',
  VITE_VAPI_BASE_URL: 'https://vapi.example/api',
};

/** Blank values in every form the environment gives them. */
const blanks = ['', ' ', '\t\n '];

function misconfigured(env: ServiceEnv, name: keyof Services): ServiceConfigError {
  const service = resolveServices(env)[name];
  expect(service.mode).toBe('misconfigured');
  expect(originsOf(env)[name]).toEqual(NONE);
  return (service as Misconfigured).error;
}

/** Each subset of the names, the empty and the full one included. */
function subsets<T>(names: readonly T[]): T[][] {
  return names.reduce<T[][]>(
    (all, name) => [...all, ...all.map((subset) => [...subset, name])],
    [[]],
  );
}

describe('with no variables', () => {
  it('runs every stand-in and leaves the call off', () => {
    expect(resolveServices({})).toEqual({
      sanity: { mode: 'local', dataset: 'production', apiVersion: '2025-02-19' },
      supabase: { mode: 'local' },
      emailJs: { mode: 'local' },
      vapi: { mode: 'off' },
    });
    expect(originsOf({})).toEqual({ sanity: NONE, supabase: NONE, emailJs: NONE, vapi: NONE });
  });

  it.each(blanks.map((blank) => [JSON.stringify(blank), blank]))(
    'counts %s as unset',
    (_, blank) => {
      const env = Object.fromEntries(Object.keys(everything).map((name) => [name, blank]));
      expect(resolveServices(env)).toEqual(resolveServices({}));
    },
  );

  it('ignores variables of no service', () => {
    expect(resolveServices({ PORT: '4173', SEED_DIR: '/tmp/seed' })).toEqual(resolveServices({}));
  });
});

describe('Sanity', () => {
  const sanity = (env: ServiceEnv) => resolveServices(env).sanity;

  it('is hosted with a project id, reading through the API CDN', () => {
    const env = { VITE_SANITY_PROJECT_ID: 'abc123xy' };
    expect(sanity(env)).toEqual({
      mode: 'hosted',
      projectId: 'abc123xy',
      dataset: 'production',
      apiVersion: '2025-02-19',
    });
    expect(originsOf(env).sanity).toEqual({
      url: 'https://abc123xy.apicdn.sanity.io',
      // The recording's player reads the file to draw its waveform.
      connect: ['https://cdn.sanity.io'],
      scripts: [],
      images: ['https://cdn.sanity.io'],
      media: ['https://cdn.sanity.io'],
    });
  });

  it('takes the dataset and API version, trimmed, with the project', () => {
    expect(
      sanity({
        VITE_SANITY_PROJECT_ID: ' abc123xy\n',
        VITE_SANITY_DATASET: ' staging ',
        VITE_SANITY_API_VERSION: ' 2026-01-01 ',
      }),
    ).toMatchObject({
      mode: 'hosted',
      projectId: 'abc123xy',
      dataset: 'staging',
      apiVersion: '2026-01-01',
    });
  });

  it('keeps the API version for the local endpoint: it is the client’s, not the project’s', () => {
    expect(sanity({ VITE_SANITY_API_VERSION: '2026-01-01', VITE_SANITY_DATASET: ' ' })).toEqual({
      mode: 'local',
      dataset: 'production',
      apiVersion: '2026-01-01',
    });
  });

  it.each(['', '  '])('refuses a dataset without a project id (%j)', (projectId) => {
    const error = misconfigured(
      { VITE_SANITY_PROJECT_ID: projectId, VITE_SANITY_DATASET: 'production' },
      'sanity',
    );
    expect(error).toBeInstanceOf(ServiceConfigError);
    expect(error).toMatchObject({
      service: 'Sanity',
      variables: ['VITE_SANITY_PROJECT_ID'],
      problem: 'incomplete',
    });
    expect(error.message).toBe(
      'Sanity is only partly configured: VITE_SANITY_PROJECT_ID not set. Set ' +
        'VITE_SANITY_PROJECT_ID to read that dataset of a Sanity project, or unset ' +
        'VITE_SANITY_DATASET to read the local seed (studio/seed/).',
    );
  });

  it('refuses a project id that is not one', () => {
    const error = misconfigured({ VITE_SANITY_PROJECT_ID: "x; script-src *'" }, 'sanity');
    expect(error).toMatchObject({
      service: 'Sanity',
      variables: ['VITE_SANITY_PROJECT_ID'],
      problem: 'invalid',
    });
    expect(error.message).toContain('VITE_SANITY_PROJECT_ID is not a Sanity project id');
  });
});

describe('Supabase', () => {
  const supabase = (env: ServiceEnv) => resolveServices(env).supabase;

  it('is hosted with URL and key, trimmed, allowing the URL’s origin', () => {
    const env = {
      VITE_SUPABASE_URL: ' https://abcdefgh.supabase.co/ ',
      VITE_SUPABASE_ANON_KEY: ' public-anon-key ',
    };
    expect(supabase(env)).toEqual({
      mode: 'hosted',
      url: 'https://abcdefgh.supabase.co/',
      anonKey: 'public-anon-key',
    });
    expect(originsOf(env).supabase).toEqual({
      url: 'https://abcdefgh.supabase.co/',
      connect: ['https://abcdefgh.supabase.co'],
      scripts: [],
      images: [],
      media: [],
    });
  });

  it.each([
    ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'https://abcdefgh.supabase.co'],
    ['VITE_SUPABASE_ANON_KEY', 'VITE_SUPABASE_URL', 'public-anon-key'],
  ])('refuses %s without %s', (set, missing, value) => {
    for (const blank of [undefined, ...blanks]) {
      const error = misconfigured({ [set]: value, [missing]: blank }, 'supabase');
      expect(error).toMatchObject({ service: 'Supabase', variables: [missing] });
      expect(error.message).toBe(
        `Supabase is only partly configured: ${missing} not set. Set both VITE_SUPABASE_URL ` +
          'and VITE_SUPABASE_ANON_KEY for the hosted project, or neither for the local database.',
      );
    }
  });

  it.each(['not a url', 'ftp://abcdefgh.supabase.co', 'javascript:alert(1)'])(
    'refuses the URL %j',
    (url) => {
      const error = misconfigured(
        { VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: 'key' },
        'supabase',
      );
      expect(error).toMatchObject({
        service: 'Supabase',
        variables: ['VITE_SUPABASE_URL'],
        problem: 'invalid',
      });
      expect(error.message).toContain('VITE_SUPABASE_URL is not a URL');
    },
  );
});

describe('EmailJS', () => {
  const variables = [
    'VITE_EMAILJS_PUBLIC_KEY',
    'VITE_EMAILJS_SERVICE_ID',
    'VITE_EMAILJS_TEMPLATE_ID',
  ] as const;
  const emailJs = (env: ServiceEnv) => resolveServices(env).emailJs;

  it('is hosted with all three ids, trimmed, allowing EmailJS’s API', () => {
    const env = {
      VITE_EMAILJS_PUBLIC_KEY: ' public-key ',
      VITE_EMAILJS_SERVICE_ID: 'service',
      VITE_EMAILJS_TEMPLATE_ID: '\ttemplate',
    };
    expect(emailJs(env)).toEqual({
      mode: 'hosted',
      publicKey: 'public-key',
      serviceId: 'service',
      templateId: 'template',
    });
    expect(originsOf(env).emailJs).toEqual({
      url: 'https://api.emailjs.com',
      connect: ['https://api.emailjs.com'],
      scripts: [],
      images: [],
      media: [],
    });
  });

  const halfSet = subsets(variables).filter((set) => set.length > 0 && set.length < 3);
  it.each(halfSet.map((set) => [set.join(' + '), set]))('refuses %s alone', (_, set) => {
    const missing = variables.filter((name) => !set.includes(name));
    // The missing ones unset, blank or whitespace: all the same.
    for (const blank of [undefined, ...blanks]) {
      const env = Object.fromEntries(
        variables.map((name) => [name, set.includes(name) ? 'id' : blank]),
      );
      const error = misconfigured(env, 'emailJs');
      expect(error).toMatchObject({ service: 'EmailJS', variables: missing });
      expect(error.message).toBe(
        `EmailJS is only partly configured: ${missing.join(', ')} not set. Set all of ` +
          'VITE_EMAILJS_PUBLIC_KEY, VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID for ' +
          'EmailJS, or none of them to use the local mailbox (.local/mailbox/).',
      );
    }
  });
});

describe('Vapi', () => {
  const vapi = (env: ServiceEnv) => resolveServices(env).vapi;
  const DAILY = {
    connect: ['https://*.daily.co', 'wss://*.daily.co'],
    scripts: ['https://c.daily.co'],
  };

  it('is hosted at Vapi’s own API with key and assistant', () => {
    const env = { VITE_VAPI_PUBLIC_KEY: ' key ', VITE_VAPI_ASSISTANT_ID: ' assistant ' };
    expect(vapi(env)).toEqual({
      mode: 'hosted',
      publicKey: 'key',
      assistantId: 'assistant',
      baseUrl: undefined,
    });
    expect(originsOf(env).vapi).toEqual({
      url: 'https://api.vapi.ai',
      connect: ['https://api.vapi.ai', ...DAILY.connect],
      scripts: DAILY.scripts,
      images: [],
      media: [],
    });
  });

  it('talks to VITE_VAPI_BASE_URL when set, allowing its origin', () => {
    const env = {
      VITE_VAPI_PUBLIC_KEY: 'key',
      VITE_VAPI_ASSISTANT_ID: 'assistant',
      VITE_VAPI_BASE_URL: ' http://127.0.0.1:4349/some/path ',
    };
    expect(vapi(env)).toEqual({
      mode: 'hosted',
      publicKey: 'key',
      assistantId: 'assistant',
      baseUrl: 'http://127.0.0.1:4349/some/path',
    });
    expect(originsOf(env).vapi).toEqual({
      url: 'http://127.0.0.1:4349/some/path',
      connect: ['http://127.0.0.1:4349', ...DAILY.connect],
      scripts: DAILY.scripts,
      images: [],
      media: [],
    });
  });

  const variables = ['VITE_VAPI_PUBLIC_KEY', 'VITE_VAPI_ASSISTANT_ID', 'VITE_VAPI_BASE_URL'];
  const halfSet = subsets(variables).filter(
    (set) =>
      set.length > 0 &&
      !(set.includes('VITE_VAPI_PUBLIC_KEY') && set.includes('VITE_VAPI_ASSISTANT_ID')),
  );
  it.each(halfSet.map((set) => [set.join(' + '), set]))('refuses %s alone', (_, set) => {
    const missing = ['VITE_VAPI_PUBLIC_KEY', 'VITE_VAPI_ASSISTANT_ID'].filter(
      (name) => !set.includes(name),
    );
    for (const blank of [undefined, ...blanks]) {
      const env = Object.fromEntries(
        variables.map((name) => [name, set.includes(name) ? 'https://vapi.example' : blank]),
      );
      const error = misconfigured(env, 'vapi');
      expect(error).toMatchObject({ service: 'Vapi', variables: missing, problem: 'incomplete' });
      expect(error.message).toBe(
        `Vapi is only partly configured: ${missing.join(', ')} not set. Set ` +
          'VITE_VAPI_PUBLIC_KEY and VITE_VAPI_ASSISTANT_ID (VITE_VAPI_BASE_URL is optional) for ' +
          'the demo call, or none of them to leave it off.',
      );
    }
  });

  it('refuses a base URL that is not one', () => {
    const error = misconfigured(
      {
        VITE_VAPI_PUBLIC_KEY: 'key',
        VITE_VAPI_ASSISTANT_ID: 'assistant',
        VITE_VAPI_BASE_URL: 'vapi.example',
      },
      'vapi',
    );
    expect(error).toMatchObject({ variables: ['VITE_VAPI_BASE_URL'], problem: 'invalid' });
  });
});

describe('usable()', () => {
  it('gives a service that can be used', () => {
    expect(usable(resolveServices({}).supabase)).toEqual({ mode: 'local' });
  });

  it('throws the error of a misconfigured one, and of no other service', () => {
    const services = resolveServices({ VITE_EMAILJS_PUBLIC_KEY: 'key' });
    expect(() => usable(services.emailJs)).toThrow(ServiceConfigError);
    expect(() => usable(services.emailJs)).toThrow(/^EmailJS is only partly configured/);
    expect(usable(services.sanity).mode).toBe('local');
    expect(usable(services.supabase).mode).toBe('local');
    expect(usable(services.vapi).mode).toBe('off');
  });
});

describe('the origins the Content-Security-Policy gets', () => {
  const directives = (env: ServiceEnv) =>
    Object.fromEntries(
      contentSecurityPolicy(env)
        .split('; ')
        .map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name!, sources];
        }),
    );

  it('are those of the hosted services, in the order sanity, supabase, emailJs, vapi', () => {
    const policy = directives(everything);
    const origins = Object.values(originsOf(everything));
    expect(policy['connect-src']).toEqual([
      "'self'",
      ...origins.flatMap((service) => service.connect),
    ]);
    expect(policy['script-src']).toEqual(["'self'", 'https://c.daily.co']);
    expect(policy['img-src']).toEqual(["'self'", 'https://cdn.sanity.io']);
  });

  it('are none for stand-ins, a call that is off, or a half-set service', () => {
    const local = contentSecurityPolicy({});
    expect(contentSecurityPolicy({ VITE_SANITY_DATASET: 'production' })).toBe(local);
    expect(contentSecurityPolicy({ VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co' })).toBe(
      local,
    );
    expect(contentSecurityPolicy({ VITE_EMAILJS_SERVICE_ID: 'service' })).toBe(local);
    expect(contentSecurityPolicy({ VITE_VAPI_BASE_URL: 'https://vapi.example' })).toBe(local);
  });

  it('are refused when a value is unusable, with the service’s error', () => {
    expect(() =>
      contentSecurityPolicy({
        VITE_VAPI_PUBLIC_KEY: 'k',
        VITE_VAPI_ASSISTANT_ID: 'a',
        VITE_VAPI_BASE_URL: 'x',
      }),
    ).toThrow(ServiceConfigError);
  });
});

describe('the stand-ins of the local stack', () => {
  /** Which stand-ins answer, asked without touching the local database or mailbox. */
  async function standIns(env: ServiceEnv) {
    const seedDir = mkdtempSync(join(tmpdir(), 'seed-'));
    writeFileSync(join(seedDir, 'production.ndjson'), '');
    const stack = createLocalStack({ env, seedDir, pgliteDir: join(seedDir, 'pglite') });
    const server = await serveEndpoint(stack);
    const answers = async (path: string, method: string) =>
      (await fetch(server.origin + path, { method })).status !== 404;
    try {
      return {
        sanity: await answers('/v2025-02-19/data/query/production?query=1', 'GET'),
        supabase: await answers('/rest/v1/rpc/record_returning_session', 'OPTIONS'),
        emailJs: await answers('/api/v1.0/email/send', 'OPTIONS'),
      };
    } finally {
      await server.close();
      await stack.close();
    }
  }

  it('run for every service resolved as local', async () => {
    expect(await standIns({})).toEqual({ sanity: true, supabase: true, emailJs: true });
    expect(
      await standIns(Object.fromEntries(Object.keys(everything).map((n) => [n, ' ']))),
    ).toEqual({ sanity: true, supabase: true, emailJs: true });
  });

  it('do not run for hosted services', async () => {
    expect(await standIns(everything)).toEqual({ sanity: false, supabase: false, emailJs: false });
  });

  it('do not run for half-set services: the page reports those', async () => {
    expect(
      await standIns({
        VITE_SANITY_DATASET: 'production',
        VITE_SUPABASE_ANON_KEY: 'key',
        VITE_EMAILJS_TEMPLATE_ID: 'template',
      }),
    ).toEqual({ sanity: false, supabase: false, emailJs: false });
  });
});

describe('the simulated call, offered by the build of the local stand-ins only', () => {
  it('is offered without a Sanity project and without Vapi, whatever the other services', () => {
    expect(offersSimulatedCall({})).toBe(true);
    for (const blank of blanks) {
      expect(
        offersSimulatedCall({
          VITE_SANITY_PROJECT_ID: blank,
          VITE_VAPI_PUBLIC_KEY: blank,
          VITE_DEPLOYMENT_BUILD: blank,
        }),
      ).toBe(true);
    }
    expect(
      offersSimulatedCall({
        VITE_SUPABASE_URL: everything.VITE_SUPABASE_URL,
        VITE_SUPABASE_ANON_KEY: everything.VITE_SUPABASE_ANON_KEY,
      }),
    ).toBe(true);
  });

  it('is never offered by a build meant for deployment', () => {
    const deployments: ServiceEnv[] = [
      { VITE_SANITY_PROJECT_ID: everything.VITE_SANITY_PROJECT_ID },
      {
        VITE_VAPI_PUBLIC_KEY: everything.VITE_VAPI_PUBLIC_KEY,
        VITE_VAPI_ASSISTANT_ID: everything.VITE_VAPI_ASSISTANT_ID,
      },
      { VITE_DEPLOYMENT_BUILD: '1' },
      everything,
    ];
    for (const env of deployments)
      expect({ env, offered: offersSimulatedCall(env) }).toEqual({ env, offered: false });
  });
});

describe('the bundle’s configuration (web/src/config/env.ts)', () => {
  async function freshServices() {
    vi.resetModules();
    return (await import('../src/config/env')).services();
  }

  it('reads every variable of every service', async () => {
    for (const [name, value] of Object.entries(everything)) vi.stubEnv(name, value);
    expect(await freshServices()).toEqual(resolveServices(everything));
  });

  it('resolves once: the bundle’s values are fixed when it is built', async () => {
    vi.resetModules();
    const { services } = await import('../src/config/env');
    const first = services();
    vi.stubEnv('VITE_SANITY_PROJECT_ID', 'changed');
    expect(services()).toBe(first);
  });
});

describe('the voice widget’s settings', () => {
  async function settings(env: ServiceEnv) {
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value ?? '');
    vi.resetModules();
    return (await import('../src/features/voice/vapiSettings')).vapiSettings;
  }
  const keys = ['VITE_VAPI_PUBLIC_KEY', 'VITE_VAPI_ASSISTANT_ID', 'VITE_VAPI_BASE_URL'];
  const unset = Object.fromEntries(keys.map((name) => [name, '']));

  it('are the keys and base URL of a hosted assistant', async () => {
    const vapiSettings = await settings({
      VITE_VAPI_PUBLIC_KEY: 'key',
      VITE_VAPI_ASSISTANT_ID: 'assistant',
      VITE_VAPI_BASE_URL: '',
    });
    expect(vapiSettings()).toEqual({
      publicKey: 'key',
      assistantId: 'assistant',
      baseUrl: undefined,
    });
  });

  it('are blank without Vapi, so the widget shows its missing-configuration message', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const vapiSettings = await settings(unset);
    expect(vapiSettings()).toEqual({ publicKey: '', assistantId: '', baseUrl: undefined });
    expect(logged).not.toHaveBeenCalled();
  });

  it('are blank when half set, and say once what to set', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const vapiSettings = await settings({ ...unset, VITE_VAPI_PUBLIC_KEY: 'key' });
    expect(vapiSettings()).toEqual({ publicKey: '', assistantId: '', baseUrl: undefined });
    vapiSettings();
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('VITE_VAPI_ASSISTANT_ID not set'));
  });
});
