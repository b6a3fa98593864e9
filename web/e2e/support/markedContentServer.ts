// Builds the site from a marked copy of the seed into a temporary folder and serves it:
// the second web server of the Playwright config, used by content-source.spec.ts.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../scripts/buildSite.ts';
import { createLocalStack } from '../../server/localStack.ts';
import { seedDir as realSeedDir, webRoot } from '../../server/paths.ts';
import { createSiteServer } from '../../server/site.ts';
import { MARKED_CONTENT_PORT, markStrings } from './markedContent.ts';

const work = mkdtempSync(join(tmpdir(), 'marked-content-'));
const seedDir = join(work, 'seed');
mkdirSync(seedDir);
const marked = readFileSync(join(realSeedDir, 'production.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.stringify(markStrings(JSON.parse(line))))
  .join('\n');
writeFileSync(join(seedDir, 'production.ndjson'), marked);

// Inside web/ (git-ignored dist), so the server bundle resolves the workspace's packages.
const outDir = join(webRoot, 'dist', 'marked-content');
// Local defaults only: the build must read the marked seed whatever the developer's .env says.
await buildSite({ env: {}, seedDir, outDir });
const localStack = createLocalStack({ env: {}, seedDir });
const server = createSiteServer({ env: {}, root: join(outDir, 'client'), localStack });
server.listen(MARKED_CONTENT_PORT, '127.0.0.1');
process.on('SIGTERM', () =>
  server.close(() => void localStack.close().then(() => process.exit(0))),
);
