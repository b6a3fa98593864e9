import { loadSiteEnv } from '../server/env.ts';
import { seedDir } from '../server/paths.ts';
import { buildSite } from './buildSite.ts';

await buildSite({ env: loadSiteEnv(), seedDir: seedDir });
