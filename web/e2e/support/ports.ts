// The end-to-end servers' ports, 10 apart from E2E_PORT_BASE (default 4319), so two checkouts
// can run their end-to-end tests side by side.
const base = Number(process.env.E2E_PORT_BASE) || 4319;

/** `npm start`'s production server with the local defaults. */
export const SITE_PORT = base;
/** The site built from a marked copy of the seed (content-source.spec.ts). */
export const MARKED_CONTENT_PORT = base + 10;
/** The site with Vapi configured against the local Vapi API stub (voice specs). */
export const VOICE_SITE_PORT = base + 20;
/** The local stub of Vapi's API. */
export const VAPI_STUB_PORT = base + 30;
/** Vite's development server (hydration.spec.ts). */
export const DEV_SERVER_PORT = base + 40;
/** The local Studio's development server (studio.spec.ts). */
export const STUDIO_PORT = base + 50;
/** The site whose local Content Lake the local Studio edits (studio.spec.ts). */
export const STUDIO_SITE_PORT = base + 60;
/** The site as published, with Vapi configured against the stub (screenshots/). */
export const PUBLISHED_SITE_PORT = base + 70;
