import type { ClientConfig, SanityClient } from '@sanity/client';
import { isDevelopmentServer, services } from '../config/env';
import { createSnapshotClient } from './snapshot';
import { usable } from '../config/services';

/** What the site needs of @sanity/client: fetch(), typed by TypeGen's query overloads. */
export type ContentClient = Pick<SanityClient, 'fetch'>;

/** Throws the ServiceConfigError of a half-set Sanity configuration. */
function clientConfig(localOrigin: string): ClientConfig {
  const sanity = usable(services().sanity);
  const { dataset, apiVersion } = sanity;
  if (sanity.mode === 'hosted') {
    return {
      projectId: sanity.projectId,
      dataset,
      apiVersion,
      useCdn: true,
      perspective: 'published',
    };
  }
  return {
    projectId: 'local',
    dataset,
    apiVersion,
    useCdn: false,
    apiHost: localOrigin,
    useProjectHostname: false,
    perspective: 'published',
  };
}

/**
 * The site's only way to read content. With Sanity hosted (web/src/config/services.ts) it reads
 * the Sanity project (through the API CDN); otherwise the same client reads the local GROQ
 * endpoint that the local stack serves at `localOrigin` (see local-stack/groqEndpoint.ts). The
 * prerender reads through it; in the browser only Vite's dev server does (createBrowserContentClient),
 * loading @sanity/client with the first client-side navigation.
 */
export function createContentClient(localOrigin: string): ContentClient {
  let client: Promise<SanityClient> | undefined;
  const load = () =>
    (client ??= import('@sanity/client').then(({ createClient }) =>
      createClient(clientConfig(localOrigin)),
    ));
  const fetch = async (...args: Parameters<SanityClient['fetch']>) => (await load()).fetch(...args);
  return { fetch: fetch as SanityClient['fetch'] };
}

/**
 * The browser's content: in a build, the snapshot published with the pages (see snapshot.ts), so
 * client-side navigation shows what a direct load shows; in Vite's dev server, which has no
 * snapshot, the content itself.
 */
export function createBrowserContentClient(origin: string): ContentClient {
  return isDevelopmentServer() ? createContentClient(origin) : createSnapshotClient(origin);
}
