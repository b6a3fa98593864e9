import type { ClientConfig, SanityClient } from '@sanity/client';
import { services } from '../config/env';
import { LOCAL_SANITY_PROJECT_ID, usable, type SanityService } from '../config/services';

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
 * The site's way to read published content. With Sanity hosted (web/src/config/services.ts) it reads
 * the Sanity project (through the API CDN); otherwise the same client reads the local GROQ
 * endpoint that the local stack serves at `localOrigin` (see local-stack/groqEndpoint.ts). The
 * prerender reads through it; in the browser only Vite's dev server does
 * (createBrowserContentClient in web/src/app/browserContentClient.ts),
 * loading @sanity/client with the first client-side navigation.
 */
export function createContentClient(localOrigin: string): ContentClient {
  return lazyContentClient(() => sanityClientConfig(usable(services().sanity), localOrigin));
}

/**
 * A ContentClient that loads @sanity/client with its first query and creates it with `config()`,
 * so a page that never queries never loads it. Preview mode's draft client
 * (web/src/preview/previewMode.ts) is made the same way.
 */
export function lazyContentClient(config: () => ClientConfig): ContentClient {
  let client: Promise<SanityClient> | undefined;
  const load = () =>
    (client ??= import('@sanity/client').then(({ createClient }) => createClient(config())));
  const fetch = async (...args: Parameters<SanityClient['fetch']>) => (await load()).fetch(...args);
  return readingAgainAfterReset({ fetch: fetch as SanityClient['fetch'] });
}

/**
 * The client, whose queries go out again, twice at most, when their connection was reset. In
 * Node, @sanity/client keeps idle connections open with no limit of its own and sends a long
 * query as a POST, which it never repeats: a server that closes an idle connection as a query
 * goes out on it resets that query ("socket hang up"). A query only reads, so it goes out again.
 */
export function readingAgainAfterReset(client: ContentClient): ContentClient {
  const fetch = async (...args: Parameters<SanityClient['fetch']>) => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await client.fetch(...args);
      } catch (error) {
        if (attempt >= RESET_RETRIES || !wasReset(error)) throw error;
      }
    }
  };
  return { fetch: fetch as SanityClient['fetch'] };
}

const RESET_RETRIES = 2;
const wasReset = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === 'ECONNRESET';
