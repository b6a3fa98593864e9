// `npm run build`: the static site in web/dist/client (./buildSite.ts).
import { loadSiteEnv } from '../server/env.ts';
import { seedDir } from '../server/paths.ts';
import { localContentDir } from '../local-stack/writtenDocuments.ts';
import { buildSiteOrStop } from './buildSite.ts';

await buildSiteOrStop({ env: loadSiteEnv(), seedDir, contentDir: localContentDir() });
