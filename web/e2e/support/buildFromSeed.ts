// Builds the site from a seed folder into an output folder, as a deploy hook's build would:
//   npx tsx web/e2e/support/buildFromSeed.ts <seedDir> <outDir> [contentDir]
// with what a local Studio wrote in contentDir on top of the seed, if given
// (web/local-stack/writtenDocuments.ts). A process of its own, because a build evaluates React in
// production mode (publish.spec.ts, studio.spec.ts).
import { buildSite } from '../../scripts/buildSite.ts';

const [seedDir, outDir, contentDir] = process.argv.slice(2);
if (!seedDir || !outDir) throw new Error('usage: buildFromSeed.ts <seedDir> <outDir> [contentDir]');
await buildSite({ env: {}, seedDir, outDir, contentDir });
