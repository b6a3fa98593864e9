// Where the browser talks to each resolved service, and so what the Content-Security-Policy
// (web/server/securityHeaders.ts) must allow. Apart from ./services.ts because only the Node side
// needs it: the browser's clients know their own hosts, and these host names in the bundle would
// look to the bundle gate (scripts/gates/bundle-budget.ts) like the SDKs loaded before first use.
import type { Services } from './services';

/** Where the browser talks to one service: the client's URL, and the origins per CSP directive. */
export type ServiceOrigins = {
  /** What the client talks to; undefined for the page's own origin (a stand-in) or no service. */
  readonly url: string | undefined;
  readonly connect: readonly string[];
  readonly scripts: readonly string[];
  readonly images: readonly string[];
  /** Audio and video: the recordings of sample conversations. */
  readonly media: readonly string[];
};

/** Vapi's API when VITE_VAPI_BASE_URL is unset (the default of @vapi-ai/web). */
export const VAPI_API = 'https://api.vapi.ai';
/** Where EmailJS's browser SDK sends (@emailjs/browser's default origin). */
const EMAILJS_API = 'https://api.emailjs.com';
/** Daily's CDN, from which daily-js loads its call machine as a script (avoidEval). */
const DAILY_CDN = 'https://c.daily.co';
/**
 * Daily's API and signalling, which the call machine talks to. Its error reports to Sentry are
 * left out: the call does not need them.
 */
const DAILY_CONNECT = ['https://*.daily.co', 'wss://*.daily.co'];
/** Images and files of Sanity documents (founder photos, sample conversations' recordings). */
const SANITY_CDN = 'https://cdn.sanity.io';

/** A stand-in at the page's own origin ('self'), a call that is off, or a misconfigured service. */
const SELF_ONLY: ServiceOrigins = {
  url: undefined,
  connect: [],
  scripts: [],
  images: [],
  media: [],
};

/** Each service's origins, in the order of Services (sanity, supabase, emailJs, vapi). */
export function serviceOrigins(services: Services): Record<keyof Services, ServiceOrigins> {
  const { sanity, supabase, emailJs, vapi } = services;
  return {
    sanity:
      sanity.mode === 'hosted'
        ? {
            url: `https://${sanity.projectId}.apicdn.sanity.io`,
            // Only the build reads Sanity's API; pages navigate with the content snapshot
            // published beside them (web/src/content/snapshot.ts). The CDN: the sample
            // conversation's player reads its recording to draw the waveform
            // (web/src/sections/recording/player.ts).
            connect: [SANITY_CDN],
            scripts: [],
            images: [SANITY_CDN],
            media: [SANITY_CDN],
          }
        : SELF_ONLY,
    supabase:
      supabase.mode === 'hosted'
        ? { ...SELF_ONLY, url: supabase.url, connect: [new URL(supabase.url).origin] }
        : SELF_ONLY,
    emailJs:
      emailJs.mode === 'hosted'
        ? { ...SELF_ONLY, url: EMAILJS_API, connect: [EMAILJS_API] }
        : SELF_ONLY,
    vapi:
      vapi.mode === 'hosted'
        ? {
            url: vapi.baseUrl ?? VAPI_API,
            connect: [vapi.baseUrl ? new URL(vapi.baseUrl).origin : VAPI_API, ...DAILY_CONNECT],
            scripts: [DAILY_CDN],
            images: [],
            media: [],
          }
        : SELF_ONLY,
  };
}
