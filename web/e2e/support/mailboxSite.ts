import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadSiteEnv } from '../../server/env';
import { createGroqEndpoint } from '../../local-stack/groqEndpoint';
import { createImageEndpoint } from '../../local-stack/imageEndpoint';
import { SANITY_DEFAULT_DATASET } from '../../src/config/services';
import { createMailboxEndpoint } from '../../local-stack/mailboxEndpoint';
import { seedDir } from '../../server/paths';
import { createSiteServer } from '../../server/site';
import { listen } from '../../test/listen';

export type MailboxSite = { origin: string; mailboxDir: string; close: () => Promise<void> };

/**
 * The built site with a mailbox of its own in a temporary folder, so tests read exactly the
 * messages they sent and leave the developer's .local/mailbox/ alone.
 */
export async function serveSiteWithOwnMailbox(): Promise<MailboxSite> {
  const mailboxDir = await mkdtemp(join(tmpdir(), 'e2e-mailbox-'));
  const mailbox = createMailboxEndpoint({ dir: mailboxDir });
  const groq = createGroqEndpoint(seedDir);
  // The founder photos of the home page, as web/local-stack/localStack.ts serves them.
  const images = createImageEndpoint(seedDir, { dataset: SANITY_DEFAULT_DATASET });
  const localStack = Object.assign(
    async (req: IncomingMessage, res: ServerResponse) =>
      (await mailbox(req, res)) || (await groq(req, res)) || (await images(req, res)),
    { close: async () => {} },
  );
  const { origin, close } = await listen(createSiteServer({ env: loadSiteEnv(), localStack }));
  return {
    origin,
    mailboxDir,
    async close() {
      await close();
      await rm(mailboxDir, { recursive: true, force: true });
    },
  };
}
