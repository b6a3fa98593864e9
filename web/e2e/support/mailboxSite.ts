import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSiteEnv } from '../../server/env';
import { createLocalStack } from '../../local-stack/localStack';
import { seedDir } from '../../server/paths';
import { createSiteServer } from '../../server/site';
import { listen } from '../../test/listen';

export type MailboxSite = { origin: string; mailboxDir: string; close: () => Promise<void> };

/**
 * The built site with its local stack as `npm start` composes it, but with a mailbox and a
 * database of its own in temporary folders, so tests read exactly the messages they sent and
 * leave the developer's .local/ alone.
 */
export async function serveSiteWithOwnMailbox(): Promise<MailboxSite> {
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-mailbox-site-'));
  const mailboxDir = join(dataDir, 'mailbox');
  const env = loadSiteEnv();
  const localStack = createLocalStack({
    env,
    seedDir,
    pgliteDir: join(dataDir, 'pglite'),
    mailboxDir,
  });
  const { origin, close } = await listen(createSiteServer({ env, localStack }));
  return {
    origin,
    mailboxDir,
    async close() {
      await close();
      await localStack.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
