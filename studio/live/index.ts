import { definePlugin } from 'sanity';
import { createLiveStatusBadge } from './LiveStatusBadge';

/**
 * Tells the editor when a publish reached the site at `previewUrl` (its pages are rendered
 * again within seconds, web/server/live/), with links to the pages, or why it did not.
 */
export const websiteLiveStatus = definePlugin<{ previewUrl: string }>(({ previewUrl }) => ({
  name: 'website-live-status',
  document: {
    badges: (badges) => [...badges, createLiveStatusBadge(new URL(previewUrl).origin)],
  },
}));
