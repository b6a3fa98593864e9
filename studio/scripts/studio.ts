// `npm run studio`. With a Sanity project set (.env): Sanity's Studio on this machine against
// that project, as `sanity dev` starts it. Without one: the local Studio, signed in as the local
// editor, on the local Content Lake of `npm start`, whose server it starts first or finds on PORT
// (docs/how-to/edit-content-locally.md). One German screen once the Studio answers, what the site
// and `sanity dev` print in the log it names (web/scripts/terminal/); Ctrl+C ends what it started.
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import cliConfig from '../sanity.cli';
import { LOCAL_PROJECT_ID } from '../env';
import { localContentDir, shownPath } from '../../web/local-stack/writtenDocuments';
import { repoRoot } from '../../web/server/paths';
import { failureScreen, freshLog, spawnLogged } from '../../web/scripts/terminal/log';
import { localStudioOrigin, studioScreen } from '../../web/scripts/terminal/screens';

const studioDir = fileURLToPath(new URL('..', import.meta.url));
const studioOrigin = localStudioOrigin();
const log = freshLog('studio.log');
const children: ChildProcess[] = [];

/** Starts `command` into the log; when one ends, the others end too, a failure said in German. */
const start = (
  name: string,
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
) => {
  const child = spawnLogged(command, args, { cwd, env: { ...process.env, ...env }, log });
  children.push(child);
  child.once('exit', (code, signal) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    if (code !== 0 && !signal)
      console.error(failureScreen(`${name} ist mit einem Fehler beendet (Code ${code}).`, log));
    process.exit(code ?? 0);
  });
  return child;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });

/** Whether `url` answers (the Studio's page, the local Content Lake's /ping of ./studioApi.ts). */
async function answers(url: URL) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}
const waitFor = async (url: URL) => {
  while (!(await answers(url))) await new Promise((done) => setTimeout(done, 500));
};

// Read after sanity.cli.ts has loaded .env and filled in the defaults.
const isLocal = cliConfig.api?.projectId === LOCAL_PROJECT_ID;
const site = new URL(process.env.SANITY_STUDIO_PREVIEW_URL ?? 'http://localhost:4173').origin;
let siteWasRunning = false;

if (isLocal) {
  siteWasRunning = await answers(new URL('/v1/ping', site));
  if (!siteWasRunning) {
    console.log(`Die lokale Website wird gestartet (${site}), beim ersten Mal mit Build …`);
    start('Die lokale Website', 'npm', ['start'], repoRoot, {
      PORT: new URL(site).port || '80',
      LOCAL_STUDIO_ORIGIN: studioOrigin,
    });
    await waitFor(new URL('/v1/ping', site));
  }
}
console.log('Das Studio wird gestartet …');
start('Das Studio', 'npx', ['sanity', 'dev', '--port', new URL(studioOrigin).port], studioDir, {
  SANITY_TELEMETRY_DISABLED: '1',
});
await waitFor(new URL(studioOrigin));
console.log(
  studioScreen({
    studio: studioOrigin,
    site,
    siteWasRunning,
    contentDir: shownPath(localContentDir()),
    log,
    ...(!isLocal && {
      project: { id: String(cliConfig.api?.projectId), dataset: String(cliConfig.api?.dataset) },
    }),
  }),
);
