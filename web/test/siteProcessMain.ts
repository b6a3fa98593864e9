// The site server of web/test/siteProcess.ts, in the process that file forks: the options arrive
// as JSON in the first argument, the origin goes back over the IPC channel, and the process
// ends, closing what it opened, when its parent disconnects.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGroqEndpoint } from '../local-stack/groqEndpoint';
import { createLocalStack } from '../local-stack/localStack';
import { seedDir } from '../server/paths';
import { createSiteServer } from '../server/site';
import { listen } from './listen';
import type { SiteProcessOptions } from './siteProcess';

const options = JSON.parse(process.argv[2]!) as SiteProcessOptions;
const scratch = mkdtempSync(join(tmpdir(), 'site-process-'));
const root = join(scratch, 'root');
mkdirSync(root);
writeFileSync(join(root, 'index.html'), '<h1>Start</h1>');
writeFileSync(join(root, '404.html'), '<h1>Nicht gefunden</h1>');

const localStack =
  options.stack === 'npm start'
    ? createLocalStack({
        env: {},
        seedDir,
        pgliteDir: options.pgliteDir ?? join(scratch, 'pglite'),
        mailboxDir: join(scratch, 'mailbox'),
      })
    : createGroqEndpoint(options.seed ?? seedDir, {
        limits: options.limits,
        previewToken: options.previewToken,
      });
// The stand-ins log refusals and aborts; the tests read answers, not the log.
console.warn = () => {};
console.error = () => {};
const server = createSiteServer({ env: {}, root, localStack });
const { origin, close } = await listen(server);
process.send!({ origin });
process.on('disconnect', async () => {
  server.closeAllConnections();
  await close();
  await localStack.close();
  rmSync(scratch, { recursive: true, force: true });
  process.exit(0);
});
