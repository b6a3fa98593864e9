import { RocketIcon } from '@sanity/icons';
import { definePlugin } from 'sanity';
import { LaunchCheckTool } from './LaunchCheckTool';

/**
 * The launch check („Vor dem Start“) as a tool of the Studio's top bar: every placeholder,
 * example and gap of the published content, and the pages of the site at `previewUrl` that pass
 * their budget, each linked to its field (web/src/content/launchCheck.ts,
 * web/src/content/pageWeight.ts; `npm run build` lists the same, web/scripts/launchCheckReport.ts).
 */
export const launchCheckTool = definePlugin<{ previewUrl: string }>(({ previewUrl }) => ({
  name: 'launch-check',
  tools: [
    {
      name: 'vor-dem-start',
      title: 'Vor dem Start',
      icon: RocketIcon,
      component: LaunchCheckTool,
      options: { siteOrigin: new URL(previewUrl).origin },
    },
  ],
}));
