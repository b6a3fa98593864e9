import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type ClientConfig } from '@sanity/client';
import { createLocalStack } from '../local-stack/localStack';
import {
  LOCAL_SANITY_PROJECT_ID,
  SANITY_DEFAULT_API_VERSION,
  SANITY_DEFAULT_DATASET,
} from '../src/config/services';
import { serveEndpoint } from './listen';

/** A seed folder of its own with these documents, as `sanity dataset export` writes them. */
export function seedFolder(documents: object[]): string {
  const folder = mkdtempSync(join(tmpdir(), 'seed-'));
  writeFileSync(
    join(folder, 'production.ndjson'),
    documents.map((document) => JSON.stringify(document)).join('\n'),
  );
  return folder;
}

/** The real @sanity/client, pointed at the local stand-in of the Content Lake at `origin`. */
export const localContentClient = (origin: string, config: Partial<ClientConfig> = {}) =>
  createClient({
    projectId: LOCAL_SANITY_PROJECT_ID,
    dataset: SANITY_DEFAULT_DATASET,
    apiVersion: SANITY_DEFAULT_API_VERSION,
    useCdn: false,
    apiHost: origin,
    useProjectHostname: false,
    ...config,
  });

/**
 * The local stack over a seed folder on a real server, with a client for it; `options` as
 * createLocalStack takes them (a content folder, the Studio's origin).
 */
export async function serveLocalStack(
  seedDir: string,
  env: Record<string, string> = {},
  options: { contentDir?: string; studioOrigin?: string } = {},
) {
  const stack = createLocalStack({ env, seedDir, ...options });
  const server = await serveEndpoint(stack);
  return {
    stack,
    origin: server.origin,
    client: (config: Partial<ClientConfig> = {}) => localContentClient(server.origin, config),
    async close() {
      await server.close();
      await stack.close();
    },
  };
}
