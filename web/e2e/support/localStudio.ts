// The local Studio as `npm run studio` sets it up without a Sanity project: the site with its local
// Content Lake, then the Studio against it, on the end-to-end ports, with a content folder of this
// run. The Studio is its production build (./localStudioBuild.ts) under `sanity preview`, not
// `sanity dev` (docs/decisions/0042-the-tests-studio-is-built.md). A web server of both Playwright
// configs; editor-steps.spec.ts starts `npm run studio` itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot, webRoot } from '../../server/paths.ts';
import {
  ensureLocalStudioBuild,
  localStudioBuildDir,
  localStudioVariables,
} from './localStudioBuild.ts';
import { STUDIO_PORT, STUDIO_SITE_PORT } from './ports.ts';

async function answers(url: string) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}
const waitFor = async (url: string) => {
  while (!(await answers(url))) await new Promise((done) => setTimeout(done, 500));
};
// With STUDIO_WAITS_FOR set (the end-to-end config sets the suite's own `npm start`), it starts
// once that answers: the builds, each in its own folder, do not share the machine's cores.
if (process.env.STUDIO_WAITS_FOR) await waitFor(process.env.STUDIO_WAITS_FOR);
if (!(await ensureLocalStudioBuild())) process.exit(1);

const children: ChildProcess[] = [];
/** Starts a command; when one ends, the others end too. */
function start(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.once('exit', (code) => {
    for (const other of children) if (other !== child) other.kill('SIGTERM');
    process.exit(code ?? 1);
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });

const site = `http://localhost:${STUDIO_SITE_PORT}`;
const studioOrigin = `http://localhost:${STUDIO_PORT}`;
start('npm', ['start'], repoRoot, {
  ...localStudioVariables,
  PORT: String(STUDIO_SITE_PORT),
  // The Studio's origin is the signed-in editor's (web/local-stack/).
  LOCAL_STUDIO_ORIGIN: studioOrigin,
  // Fresh per run (web/playwright.config.ts), never the developer's .local/content/.
  LOCAL_CONTENT_DIR:
    process.env.E2E_STUDIO_CONTENT_DIR ?? mkdtempSync(join(tmpdir(), 'studio-content-')),
  // Its publishes re-render its pages (web/server/live/): in a build folder of its own, not
  // the one the suite's other site serves the seed from. Inside web/, so that the build's
  // server bundle finds the packages.
  SITE_OUT_DIR: join(webRoot, 'dist', 'studio-e2e'),
});
// The Studio once its Content Lake answers, as studio/scripts/studio.ts starts it.
await waitFor(`${site}/v1/ping`);
start(
  'npx',
  ['sanity', 'preview', localStudioBuildDir, '--port', String(STUDIO_PORT)],
  join(repoRoot, 'studio'),
  { ...localStudioVariables, SANITY_TELEMETRY_DISABLED: '1' },
);
