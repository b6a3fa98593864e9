/** Where the Playwright config serves the Vapi-configured build (see variantServer.ts). */
export const VOICE_SITE_PORT = 4339;
export const voiceSiteOrigin = `http://127.0.0.1:${VOICE_SITE_PORT}`;
