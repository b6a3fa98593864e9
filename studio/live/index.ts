import { definePlugin } from 'sanity';
import { createLiveStatusBadge } from './LiveStatusBadge';

/**
 * Tells the editor when a publish reached the site at `previewUrl` (its pages are rendered
 * again within seconds, web/server/live/), with links to the pages, or why it did not.
 */
export const websiteLiveStatus = definePlugin<{ previewUrl: string }>(({ previewUrl }) => {
  // One badge for every document: made once, so that the Studio keeps it mounted.
  const badge = createLiveStatusBadge(new URL(previewUrl).origin);
  return { name: 'website-live-status', document: { badges: (badges) => [...badges, badge] } };
});
