// Builds the site in a variant (`variants` below) and serves it: the extra web servers of the
// Playwright configs.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIsCurrent, buildSite } from '../../scripts/buildSite.ts';
import { createLocalStack } from '../../local-stack/localStack.ts';
import { webRoot } from '../../server/paths.ts';
import { createSiteServer } from '../../server/site.ts';
import { markStrings } from './markedContent.ts';
import { copySeed } from './seedCopy.ts';
import { addSectionsAlone } from './sectionsAlone.ts';
import { VAPI_STUB_PORT } from './ports.ts';
import { startVapiApiStub, VAPI_TEST_ASSISTANT_ID, VAPI_TEST_PUBLIC_KEY } from './vapiApiStub.ts';
import { writeVoiceSiteSeed } from './voiceSiteSeed.ts';

const variant = process.argv[2];
const port = Number(process.argv[3]);

/** Starts the local Vapi API stub and returns the variables that point the build at it. */
function vapiStubEnv() {
  startVapiApiStub();
  return {
    VITE_VAPI_PUBLIC_KEY: VAPI_TEST_PUBLIC_KEY,
    VITE_VAPI_ASSISTANT_ID: VAPI_TEST_ASSISTANT_ID,
    VITE_VAPI_BASE_URL: `http://127.0.0.1:${VAPI_STUB_PORT}`,
  };
}

/**
 * The variants, by name:
 * - marked-content: the seed with every string marked (content-source.spec.ts);
 * - voice: Vapi configured against the local Vapi API stub, the call's time limit shortened in
 *   the content (voice specs, voiceSiteSeed.ts);
 * - as-published: Vapi configured against the stub, the seed as it is, and a page for each
 *   section type alone (sectionsAlone.ts): the site as visitors see it
 *   (screenshots/playwright.config.ts).
 */
const variants: Record<string, () => { seedDir: string; env: Record<string, string> }> = {
  'marked-content': () => ({
    seedDir: copySeed('marked-content', (document) => markStrings(document) as object),
    env: {},
  }),
  voice: () => ({ seedDir: writeVoiceSiteSeed(), env: vapiStubEnv() }),
  'as-published': () => {
    const seedDir = copySeed('as-published');
    addSectionsAlone(seedDir);
    return { seedDir, env: vapiStubEnv() };
  },
};

const chosen = variants[variant ?? ''];
if (!chosen || !port) {
  throw new Error(`usage: variantServer.ts <${Object.keys(variants).join('|')}> <port>`);
}
const { seedDir, env } = chosen();
// Inside web/ (git-ignored dist), so the server bundle resolves the workspace's packages. Only
// the variant's variables count: the developer's .env must not change what the tests see.
const outDir = join(webRoot, 'dist', variant!);
// Built again only when sources, seed or variables changed since the last run.
if (!buildIsCurrent({ env, seedDir, outDir })) await buildSite({ env, seedDir, outDir });
// Each variant has a database and a mailbox of its own: fresh ones per run, never the
// developer's .local/.
const dataDir = mkdtempSync(join(tmpdir(), `${variant}-data-`));
const localStack = createLocalStack({
  env,
  seedDir,
  pgliteDir: join(dataDir, 'pglite'),
  mailboxDir: join(dataDir, 'mailbox'),
});
const server = createSiteServer({ env, root: join(outDir, 'client'), localStack });
await warmUpLocalDatabase();
server.listen(port, '127.0.0.1');

// The first rpc call creates and migrates the local database, which takes seconds on a fresh
// machine: done here, before the tests start, so no test waits for it.
async function warmUpLocalDatabase() {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: warmUpPort } = server.address() as AddressInfo;
  await fetch(`http://127.0.0.1:${warmUpPort}/rest/v1/rpc/record_returning_session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', apikey: 'local-anon-key' },
    body: JSON.stringify({ email: 'warm-up@example.de', session_id: randomUUID() }),
  });
  await new Promise<void>((resolve) => server.close(() => resolve()));
}
process.on('SIGTERM', () =>
  server.close(() => void localStack.close().then(() => process.exit(0))),
);
