// `npm run seed:import`: loads the seed (studio/seed/production.ndjson, with its images) into the
// Sanity project and dataset of the repository's .env, replacing documents of the same id.
// Refuses, with the notice of ./announce-project.ts, when no project is set.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import cliConfig from '../sanity.cli';
import { LOCAL_PROJECT_ID } from '../env';

const studioDir = fileURLToPath(new URL('..', import.meta.url));
const run = (args: string[]) =>
  spawnSync('npx', args, { cwd: studioDir, stdio: 'inherit' }).status ?? 1;

const { projectId, dataset = 'production' } = cliConfig.api ?? {};
if (projectId === LOCAL_PROJECT_ID)
  process.exit(run(['tsx', 'scripts/announce-project.ts', '--require']));
process.exit(run(['sanity', 'dataset', 'import', 'seed/production.ndjson', dataset, '--replace']));
