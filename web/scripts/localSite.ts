import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import {
  buildIsCurrent,
  buildSiteOrStop,
  publishedContentHash,
  recordRenderedContent,
} from './buildSite.ts';
import { createLiveSite } from '../server/live/liveSite.ts';
import { DEFAULT_PORT, loadSiteEnv, previewTokenOf } from '../server/env.ts';
import { createLocalStack } from '../local-stack/localStack.ts';
import { localContentDir } from '../local-stack/writtenDocuments.ts';
import { clientDist, seedDir } from '../server/paths.ts';
import { createSiteServer, ownOrigin } from '../server/site.ts';
import {
  exposureWarning,
  isLoopback,
  listenHostsOf,
  listenOnHosts,
} from '../server/listenHosts.ts';

/**
 * The site as `npm start` serves it on this machine: built first when sources, seed or
 * configuration changed since the last build, with the stand-ins of the local stack in front,
 * on PORT, at 127.0.0.1 and ::1 unless HOST names other addresses (../server/listenHosts.ts).
 * Ctrl+C (or SIGTERM) closes it, the local database last.
 */
export async function startLocalSite() {
  const env = loadSiteEnv();
  const contentDir = localContentDir();
  // SITE_OUT_DIR: a build folder of its own (the end-to-end Studio's site, whose publishes
  // re-render its pages, web/e2e/support/localStudio.ts); default web/dist.
  const outDir = process.env.SITE_OUT_DIR || undefined;
  const clientDir = outDir ? join(outDir, 'client') : clientDist;
  if (!buildIsCurrent({ env, seedDir, contentDir, outDir })) {
    console.log('Building the site (sources or content changed since the last build)…');
    await buildSiteOrStop({ env, seedDir, contentDir, outDir });
  }
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
    origin: `http://${shownHost.includes(':') ? `[${shownHost}]` : shownHost}:${port}`,
  };
}
