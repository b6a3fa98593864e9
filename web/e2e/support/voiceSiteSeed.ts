// The content of the Vapi-configured build (variantServer.ts, variant voice): the seed, with the
// demo call's time limit set as an editor would in Studio to a shorter one, so the end-to-end
// tests see the limit come from the content (and not the five-minute default) and reach it with
// Playwright's clock.
import { copySeed } from './seedCopy.ts';

/** The voice build's homePage.callTimeLimitMinutes. */
export const VOICE_SITE_CALL_LIMIT_MINUTES = 1;

/** Writes the seed with the shorter time limit to a new folder and returns it. */
export const writeVoiceSiteSeed = () =>
  copySeed('voice-content', (document) =>
    document._id === 'homePage'
      ? { ...document, callTimeLimitMinutes: VOICE_SITE_CALL_LIMIT_MINUTES }
      : document,
  );
