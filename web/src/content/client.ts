import type { ClientConfig, SanityClient } from '@sanity/client';

const apiVersion = import.meta.env.VITE_SANITY_API_VERSION || '2025-02-19';

/** What the site needs of @sanity/client: fetch(), typed by TypeGen's query overloads. */
export type ContentClient = Pick<SanityClient, 'fetch'>;

function clientConfig(localOrigin: string): ClientConfig {
  const projectId = import.meta.env.VITE_SANITY_PROJECT_ID;
  const dataset = import.meta.env.VITE_SANITY_DATASET || 'production';
  if (projectId) {
    return { projectId, dataset, apiVersion, useCdn: true, perspective: 'published' };
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
 * The site's only way to read content. With VITE_SANITY_PROJECT_ID set it reads the Sanity
 * project (through the API CDN); without, the same client reads the local GROQ endpoint that the
 * local stack serves at `localOrigin` (see server/groqEndpoint.ts). Prerendered pages carry their
 * content, so @sanity/client is loaded with the first client-side navigation, not with the page.
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
