import type { ClientConfig, SanityClient } from '@sanity/client';
import { services } from '../config/env';
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
 * endpoint that the local stack serves at `localOrigin` (see local-stack/groqEndpoint.ts). Prerendered
 * pages carry their content, so @sanity/client is loaded with the first client-side navigation,
 * not with the page.
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
