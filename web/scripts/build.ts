// `npm run build`: the static site in web/dist/client (./buildSite.ts), or SITE_OUT_DIR/client.
import { loadSiteEnv } from '../server/env.ts';
import { seedDir } from '../server/paths.ts';
import { localContentDir } from '../local-stack/writtenDocuments.ts';
import { buildSiteOrStop } from './buildSite.ts';
import { STRICT_FLAG } from './launchCheckReport.ts';

const env = loadSiteEnv();
// `npm run build -- --strict` is LAUNCH_CHECK=strict: content with findings of the launch check
// stops the build (./launchCheckReport.ts).
if (process.argv.includes(STRICT_FLAG)) env.LAUNCH_CHECK = 'strict';
// SITE_OUT_DIR: another folder than web/dist (./localSite.ts).
const outDir = process.env.SITE_OUT_DIR || undefined;
await buildSiteOrStop({ env, seedDir, contentDir: localContentDir(), outDir });
