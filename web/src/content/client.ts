import type { ClientConfig, SanityClient } from '@sanity/client';
import { isDevelopmentServer, services } from '../config/env';
import { createSnapshotClient } from './snapshot';
import { LOCAL_SANITY_PROJECT_ID, usable, type SanityService } from '../config/services';
import { createPreviewContentClient, previewStudioUrl } from '../preview/previewMode';

/** What the site needs of @sanity/client: fetch(), typed by TypeGen's query overloads. */
export type ContentClient = Pick<SanityClient, 'fetch'>;

/**
 * @sanity/client's settings for the resolved Sanity service: the project's API, or the local GROQ
 * endpoint at `localOrigin`. Published content unless the caller (the preview server,
 * web/server/preview/) overrides the perspective with a token.
 */
export function sanityClientConfig(sanity: SanityService, localOrigin: string): ClientConfig {
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
    projectId: LOCAL_SANITY_PROJECT_ID,
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
      createClient(sanityClientConfig(usable(services().sanity), localOrigin)),
    ));
  const fetch = async (...args: Parameters<SanityClient['fetch']>) => (await load()).fetch(...args);
  return { fetch: fetch as SanityClient['fetch'] };
}

/**
 * The browser's content: in a build, the snapshot published with the pages (see snapshot.ts), so
 * client-side navigation shows what a direct load shows; in Vite's dev server, which has no
 * snapshot, the content itself; in a page the server rendered in preview mode, the drafts
 * (../preview/previewMode.ts).
 */
export function createBrowserContentClient(origin: string): ContentClient {
  const studioUrl = previewStudioUrl();
  if (studioUrl) return createPreviewContentClient(origin, studioUrl);
  return isDevelopmentServer() ? createContentClient(origin) : createSnapshotClient(origin);
}
