// The content of the Vapi-configured build (variantServer.ts, variant voice): the seed, with the
// demo call's time limit set as an editor would in Studio to a shorter one, so the end-to-end
// tests see the limit come from the content (and not the five-minute default) and reach it with
// Playwright's clock.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The voice build's homePage.callTimeLimitMinutes. */
export const VOICE_SITE_CALL_LIMIT_MINUTES = 1;

/** Writes the seed with the shorter time limit to a new folder and returns it. */
export function writeVoiceSiteSeed(realSeedDir: string): string {
  const seedDir = join(mkdtempSync(join(tmpdir(), 'voice-content-')), 'seed');
  mkdirSync(seedDir);
  const lines = readFileSync(join(realSeedDir, 'production.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const document = JSON.parse(line) as { _id: string };
      if (document._id !== 'homePage') return line;
      return JSON.stringify({ ...document, callTimeLimitMinutes: VOICE_SITE_CALL_LIMIT_MINUTES });
    });
  writeFileSync(join(seedDir, 'production.ndjson'), `${lines.join('\n')}\n`);
  // The images the documents refer to, as they are.
  cpSync(join(realSeedDir, 'images'), join(seedDir, 'images'), { recursive: true });
  return seedDir;
}
