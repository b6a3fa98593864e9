import { deDELocale } from '@sanity/locale-de-de';
import { defineConfig } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { withDuplicateAsCopy } from './duplicate/DuplicateAsCopy';
import { apiHost, dataset, isLocal, previewUrl, projectId } from './env';
import { launchCheckTool } from './launchCheck';
import { websiteLiveStatus } from './live';
import { germanWording } from './locale/germanWording';
import { spreadEventStreams } from './local/spreadEventStreams';
import { locations, mainDocuments } from './presentation/locations';
import { BlockingFirstValidation } from './publishing/BlockingFirstValidation';
import { publishWithReferences } from './publishing/publishWithReferences';
import { schemaTypes, singletonTypes } from './schemaTypes';
import { structure } from './structure';

// The local Studio's event streams, each on a host name of its own (./local/spreadEventStreams.ts).
// In the browser only: Sanity's CLI reads this file in Node too, where there is no EventSource.
if (isLocal && apiHost && typeof globalThis.EventSource === 'function') spreadEventStreams(apiHost);

export default defineConfig({
  name: 'default',
  title: 'Website-Inhalte',
  projectId,
  dataset,
  ...(apiHost && { apiHost }),
  // The local Content Lake has no releases and keeps the history the legacy timeline reads
  // (web/local-stack/history.ts), not Sanity's events API: Releases and Scheduled Drafts are hidden.
  ...(isLocal && {
    releases: { enabled: false },
    scheduledDrafts: { enabled: false },
    beta: { eventsAPI: { documents: false } },
  }),
  plugins: [
    structureTool({ structure, title: 'Inhalte' }),
    presentationTool({
      title: 'Präsentation',
      // The site's server turns preview mode on (drafts, click-to-edit) once it has checked
      // Presentation's secret, and off again. The preview may show only the origin of
      // `initial`, which is all it needs: no allowOrigins.
      previewUrl: {
        initial: previewUrl,
        previewMode: { enable: '/api/preview/enable', disable: '/api/preview/disable' },
      },
      resolve: { locations, mainDocuments },
    }),
    launchCheckTool({ previewUrl }),
    websiteLiveStatus({ previewUrl }),
    deDELocale(),
  ],
  i18n: { bundles: [germanWording] },
  schema: {
    types: schemaTypes,
    // Singletons exist exactly once: editors never create a second one from the "new" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      (singletonTypes.has(schemaType)
        ? actions.filter(
            ({ action }) => action !== 'delete' && action !== 'duplicate' && action !== 'unpublish',
          )
        : withDuplicateAsCopy(actions)
      ).map((action) => (action.action === 'publish' ? publishWithReferences(action) : action)),
    // Sanity's validation panel, listing what blocks publishing first (its menu item is kept).
    inspectors: (inspectors) =>
      inspectors.map((inspector) =>
        inspector.name === 'sanity/structure/validation'
          ? { ...inspector, component: BlockingFirstValidation }
          : inspector,
      ),
  },
});
