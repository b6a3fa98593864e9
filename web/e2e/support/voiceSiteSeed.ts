// The content of the Vapi-configured build (variantServer.ts, variant voice): the seed, with the
// demo call's time limit set as an editor would in Studio to a shorter one, so the end-to-end
// tests see the limit come from the content (and not the five-minute default) and reach it with
// Playwright's clock; and with a phone number for the demo call, which the seed leaves empty.
import { copySeed } from './seedCopy.ts';

/** The voice build's homePage.callTimeLimitMinutes. */
export const VOICE_SITE_CALL_LIMIT_MINUTES = 1;

/** The voice build's siteSettings.demoPhone: where the assistant takes the demo call by phone. */
export const VOICE_SITE_DEMO_PHONE = '+49 30 98765432';

/** Writes the seed with the shorter time limit and the demo's number to a new folder. */
export const writeVoiceSiteSeed = () =>
  copySeed('voice-content', (document) => {
    if (document._id === 'homePage') {
      return { ...document, callTimeLimitMinutes: VOICE_SITE_CALL_LIMIT_MINUTES };
    }
    if (document._id === 'siteSettings') return { ...document, demoPhone: VOICE_SITE_DEMO_PHONE };
    return document;
  });
