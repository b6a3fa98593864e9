import { createContentClient, type ContentClient } from '../content/client';
import { createSnapshotClient } from '../content/snapshot';
import { isDevelopmentServer } from '../config/env';
import { createPreviewContentClient, previewStudioUrl } from '../preview/previewMode';

/**
 * The browser's content: in a build, the snapshot published with the pages (see
 * content/snapshot.ts), so client-side navigation shows what a direct load shows; in Vite's dev
 * server, which has no snapshot, the content itself; in a page the server rendered in preview
 * mode, the drafts (preview/previewMode.ts). Only the app chooses, so content/ never needs to
 * know about preview mode.
 */
export function createBrowserContentClient(origin: string): ContentClient {
  const studioUrl = previewStudioUrl();
  if (studioUrl) return createPreviewContentClient(origin, studioUrl);
  return isDevelopmentServer() ? createContentClient(origin) : createSnapshotClient(origin);
}
