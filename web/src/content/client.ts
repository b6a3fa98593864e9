import { createClient, type SanityClient } from '@sanity/client';

const apiVersion = import.meta.env.VITE_SANITY_API_VERSION || '2025-02-19';

/**
 * The site's only way to read content. With VITE_SANITY_PROJECT_ID set it reads the Sanity
 * project (through the API CDN); without, the same client reads the local GROQ endpoint
 * that the local stack serves at `localOrigin` (see server/groqEndpoint.ts).
 */
export function createContentClient(localOrigin: string): SanityClient {
  const projectId = import.meta.env.VITE_SANITY_PROJECT_ID;
  const dataset = import.meta.env.VITE_SANITY_DATASET || 'production';
  if (projectId) {
    return createClient({ projectId, dataset, apiVersion, useCdn: true, perspective: 'published' });
  }
  return createClient({
    projectId: 'local',
    dataset,
    apiVersion,
    useCdn: false,
    apiHost: localOrigin,
    useProjectHostname: false,
    perspective: 'published',
  });
}
