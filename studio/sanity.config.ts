import { deDELocale } from '@sanity/locale-de-de';
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { dataset, projectId } from './env';
import { schemaTypes, singletonTypes } from './schemaTypes';
import { structure } from './structure';

export default defineConfig({
  name: 'default',
  title: 'Website-Inhalte',
  projectId,
  dataset,
  plugins: [structureTool({ structure }), deDELocale()],
  schema: {
    types: schemaTypes,
    // Singletons exist exactly once: editors never create a second one from the "new" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(
            ({ action }) => action !== 'delete' && action !== 'duplicate' && action !== 'unpublish',
          )
        : actions,
  },
});
