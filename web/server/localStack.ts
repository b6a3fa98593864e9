import type { IncomingMessage, ServerResponse } from 'node:http';
import { createGroqEndpoint } from './groqEndpoint.ts';
import { createMailboxEndpoint } from './mailboxEndpoint.ts';

export type LocalHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export type LocalStackOptions = {
  env: Record<string, string | undefined>;
  /** Folder of the NDJSON dataset the GROQ endpoint serves. */
  seedDir: string;
};

/**
 * The stand-ins for hosted services (DESIGN.md section 5), each active only while its
 * service's variables are unset. Returns a handler that answers a request it owns
 * and resolves false for everything else.
 */
export function createLocalStack({ env, seedDir }: LocalStackOptions): LocalHandler {
  const handlers: LocalHandler[] = [];
  if (!env.VITE_SANITY_PROJECT_ID) handlers.push(createGroqEndpoint(seedDir));
  // Partly set EmailJS variables are the browser's configuration error, not a reason to stand in.
  if (!env.VITE_EMAILJS_PUBLIC_KEY && !env.VITE_EMAILJS_SERVICE_ID && !env.VITE_EMAILJS_TEMPLATE_ID)
    handlers.push(createMailboxEndpoint());

  return async (req, res) => {
    for (const handler of handlers) {
      if (await handler(req, res)) return true;
    }
    return false;
  };
}
