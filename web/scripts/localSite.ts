import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { buildIsCurrent, publishedContentHash, recordRenderedContent } from './buildSite.ts';
import { createLiveSite } from '../server/live/liveSite.ts';
import { DEFAULT_PORT, loadSiteEnv, previewTokenOf } from '../server/env.ts';
import { createLocalStack } from '../local-stack/localStack.ts';
import { localContentDir } from '../local-stack/writtenDocuments.ts';
import { clientDist, repoRoot, seedDir, webRoot } from '../server/paths.ts';
import { createSiteServer, ownOrigin } from '../server/site.ts';
import {
  exposureWarning,
  isLoopback,
  listenHostsOf,
  listenOnHosts,
} from '../server/listenHosts.ts';
import { failureScreen, freshLog, spawnLogged, type Log } from './terminal/log.ts';

/**
 * `npm run build` in a process of its own, what it prints (Vite, rolldown, each page) in the log
 * build.log; stops with a German message and the log's last lines when it fails. Returns the log
 * and the launch check's count line („Vor dem Start: …“), which the screen repeats.
 */
async function buildLogged(): Promise<{ log: Log; launchCheck: string | undefined }> {
  const log = freshLog('build.log');
  console.log(
    `Die Website wird gebaut (Quellen oder Inhalte haben sich geändert) … Protokoll: ${log.shown}`,
  );
  const build = spawnLogged(
    process.execPath,
    ['--import', 'tsx', join(webRoot, 'scripts', 'build.ts')],
    {
      cwd: repoRoot,
      env: process.env,
      log,
    },
  );
  const code = await new Promise<number | null>((done) => build.once('exit', done));
  if (code !== 0) {
    console.error(failureScreen('Die Website konnte nicht gebaut werden.', log));
    process.exit(1);
  }
  const launchCheck = readFileSync(log.path, 'utf8')
    .split('\n')
    .find((line) => line.startsWith('Vor dem Start:'));
  return { log, launchCheck };
}

/**
 * The site as `npm start` serves it on this machine: built first when sources, seed or
 * configuration changed since the last build (its output in a log), with the stand-ins of the
 * local stack in front, on PORT, at 127.0.0.1 and ::1 unless HOST names other addresses
 * (../server/listenHosts.ts).
 * Ctrl+C (or SIGTERM) closes it, the local database last.
 */
export async function startLocalSite() {
  const env = loadSiteEnv();
  const contentDir = localContentDir();
  // SITE_OUT_DIR: a build folder of its own (the end-to-end Studio's site, whose publishes
  // re-render its pages, web/e2e/support/localStudio.ts); default web/dist. The build in its
  // child process (./build.ts) reads it too.
  const outDir = process.env.SITE_OUT_DIR || undefined;
  const clientDir = outDir ? join(outDir, 'client') : clientDist;
  const built = buildIsCurrent({ env, seedDir, contentDir, outDir })
    ? undefined
    : await buildLogged();
  const localStack = createLocalStack({
    env,
    seedDir,
    contentDir,
    studioOrigin: process.env.LOCAL_STUDIO_ORIGIN || undefined,
  });
  // Preview mode reads drafts with the token the local stand-in accepts, or with the hosted
  // project's (web/server/preview/).
  const previewToken = localStack.previewToken ?? previewTokenOf(env);
  // Published is live within seconds: every publish renders the pages again (web/server/live/).
  const live = createLiveSite({
    env,
    clientDir,
    contentOrigin: () => ownOrigin(server.address() as AddressInfo),
    studioOrigin: env.STUDIO_ORIGIN?.trim() || localStack.studioOrigin,
    contentVersion: () => publishedContentHash(contentDir),
    onRendered: (version) => recordRenderedContent(version, outDir),
  });
  localStack.onPublishedChange(() => void live.republish());
  const server = createSiteServer({ env, root: clientDir, localStack, previewToken, live });
  // PORT=0 takes a free port, as the end-to-end tests do.
  const hosts = listenHostsOf(env);
  const { port } = await listenOnHosts(
    server,
    env.PORT?.trim() ? Number(env.PORT) : DEFAULT_PORT,
    hosts,
  );
  const warning = exposureWarning(hosts, localStack.writableStandIns);
  if (warning) console.warn(warning);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    // The local database closes after the last request, so that its data folder is left whole.
    process.on(signal, () =>
      server.close(() => void localStack.close().finally(() => process.exit(0))),
    );
  }
  const shownHost = hosts.length > 1 || isLoopback(hosts[0]!) ? 'localhost' : hosts[0]!;
  return {
    env,
    localStack,
    /** The build this start made, if the last one was stale. */
    built,
    origin: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
  };
}
