import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { GroqLimits } from '../local-stack/groqEndpoint';

// The real site server in a process of its own, as `npm start` runs it, for the tests that time
// it from outside: a request that held the server's thread would hold a server in the test's
// own process, and the test's clock and requests with it, and go unseen.

export type SiteProcessOptions =
  /** `npm start`'s composition: every stand-in of web/local-stack/ in front of the site. */
  | { stack: 'npm start'; pgliteDir?: string }
  /** The GROQ endpoint alone in front of the site. */
  | { stack: 'groq'; limits?: Partial<GroqLimits>; seed?: string; previewToken?: string };

/** Starts the site server in a child process; resolves its origin and a close(). */
export async function startSiteProcess(options: SiteProcessOptions) {
  const child = fork(
    fileURLToPath(new URL('./siteProcessMain.ts', import.meta.url)),
    [JSON.stringify(options)],
    { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  const origin = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { origin: string }) => resolve(message.origin));
    child.once('exit', (code) => reject(new Error(`The site process ended with ${code}`)));
  });
  return {
    origin,
    /** Ends the process as a crash would: nothing of it runs after. */
    kill: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.disconnect();
      }),
  };
}
