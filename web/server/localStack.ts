import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGroqEndpoint } from './groqEndpoint.ts';
import { createLocalDatabase, defaultPgliteDir } from './localDatabase.ts';
import { createMailboxEndpoint } from './mailboxEndpoint.ts';
import { createRpcEndpoint } from './rpcEndpoint.ts';

export type LocalHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/** The stand-ins' handler, and close() to release what they hold (the PGlite database). */
export type LocalStack = LocalHandler & { close: () => Promise<void> };

export type LocalStackOptions = {
  env: Record<string, string | undefined>;
  /** Folder of the NDJSON dataset the GROQ endpoint serves. */
  seedDir: string;
  /** Data folder of the PGlite database behind the rpc endpoint; opened on the first call. */
  pgliteDir?: string;
};

/**
 * The stand-ins for hosted services (DESIGN.md section 5), each active only while its
 * service's variables are unset. Returns a handler that answers a request it owns
 * and resolves false for everything else.
 */
export function createLocalStack({
  env,
  seedDir,
  pgliteDir = defaultPgliteDir,
}: LocalStackOptions): LocalStack {
  const handlers: LocalHandler[] = [];
  const closers: (() => Promise<void>)[] = [];
  if (!env.VITE_SANITY_PROJECT_ID) handlers.push(createGroqEndpoint(seedDir));
  // Partly set Supabase variables are the browser's configuration error, not a reason to stand in.
  if (!env.VITE_SUPABASE_URL && !env.VITE_SUPABASE_ANON_KEY) {
    const database = createLocalDatabase(pgliteDir);
    handlers.push(createRpcEndpoint(database));
    closers.push(database.close);
  }
  // Partly set EmailJS variables are the browser's configuration error, not a reason to stand in.
  if (!env.VITE_EMAILJS_PUBLIC_KEY && !env.VITE_EMAILJS_SERVICE_ID && !env.VITE_EMAILJS_TEMPLATE_ID)
    handlers.push(createMailboxEndpoint());

  const handle: LocalHandler = async (req, res) => {
    for (const handler of handlers) {
      if (await handler(req, res)) return true;
    }
    return false;
  };
  return Object.assign(handle, {
    close: async () => {
      await Promise.all(closers.map((close) => close()));
    },
  });
}
