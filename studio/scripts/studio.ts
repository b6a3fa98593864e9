// `npm run studio`. With a Sanity project set (.env): Sanity's Studio on this machine against
// that project, as `sanity dev` starts it. Without one: the local Studio, signed in as the local
// editor, on the local content that `npm start` serves: the site's server is started first
// (or the one running on PORT is used), since its local Content Lake is where the Studio reads
// and writes (docs/how-to/edit-content-locally.md). Ctrl+C ends what it started.
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import cliConfig from '../sanity.cli';
import { LOCAL_PROJECT_ID } from '../env';
import { localContentDir, shownPath } from '../../web/local-stack/writtenDocuments';
import { repoRoot } from '../../web/server/paths';

const studioDir = fileURLToPath(new URL('..', import.meta.url));
const studioPort = Number(process.env.STUDIO_PORT) || cliConfig.server?.port || 3333;
const studioOrigin = `http://localhost:${studioPort}`;
const children: ChildProcess[] = [];

const start = (command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) => {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.once('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 1);
  });
  return child;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });

/** Whether the site's local Content Lake answers at `origin` (its /ping, ./studioApi.ts). */
async function contentLakeAnswers(origin: string) {
  try {
    const answer = await fetch(new URL('/v1/ping', origin), { signal: AbortSignal.timeout(2000) });
    return answer.ok;
  } catch {
    return false;
  }
}

// Read after sanity.cli.ts has loaded .env and filled in the defaults.
const isLocal = cliConfig.api?.projectId === LOCAL_PROJECT_ID;
const previewUrl = process.env.SANITY_STUDIO_PREVIEW_URL ?? 'http://localhost:4173';

if (!isLocal) {
  console.log(`Sanity-Projekt ${cliConfig.api?.projectId}, Datensatz ${cliConfig.api?.dataset}.`);
} else {
  const site = new URL(previewUrl).origin;
  const contentDir = shownPath(localContentDir());
  if (await contentLakeAnswers(site)) {
    console.log(`Die lokale Website läuft schon auf ${site}: das Studio nutzt ihre Inhalte.`);
  } else {
    console.log(`Die lokale Website wird gestartet (${site}), beim ersten Mal mit Build…`);
    start('npm', ['start'], repoRoot, {
      PORT: new URL(site).port || '80',
      LOCAL_STUDIO_ORIGIN: studioOrigin,
    });
    while (!(await contentLakeAnswers(site))) await new Promise((done) => setTimeout(done, 500));
  }
  console.log(
    [
      '',
      `Lokales Studio: ${studioOrigin}/  (ohne Sanity-Konto, angemeldet als „Lokale Redaktion“)`,
      'Die Inhalte liegen auf diesem Rechner:',
      '  Ausgangsstand: studio/seed/ (bleibt unverändert)',
      `  Ihre Änderungen und hochgeladenen Bilder: ${contentDir}/`,
      '  Zurück zum Ausgangsstand: npm run content:reset',
      `Vorschau: im Studio unter „Präsentation“. Veröffentlichtes zeigt ${site}/ nach dem`,
      'nächsten Build: `npm start` neu starten.',
      '',
    ].join('\n'),
  );
}
start('npx', ['sanity', 'dev', '--port', String(studioPort)], studioDir, {
  SANITY_TELEMETRY_DISABLED: '1',
});
