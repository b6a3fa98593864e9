import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineCliConfig } from 'sanity/cli';
import { LOCAL_PROJECT_ID } from './env';

const rootEnvFile = fileURLToPath(new URL('../.env', import.meta.url));
if (existsSync(rootEnvFile)) process.loadEnvFile(rootEnvFile);
process.env.SANITY_STUDIO_PROJECT_ID ||= process.env.VITE_SANITY_PROJECT_ID ?? '';
process.env.SANITY_STUDIO_DATASET ||= process.env.VITE_SANITY_DATASET ?? '';
// Presentation previews `npm start` of this checkout unless told otherwise, on the port it uses.
process.env.SANITY_STUDIO_PREVIEW_URL ||= `http://localhost:${process.env.PORT || 4173}`;

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || LOCAL_PROJECT_ID,
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  server: { port: 3333 },
  typegen: {
    path: '../web/src/content/queries.ts',
    schema: 'schema.json',
    // `npm test` generates a copy elsewhere and compares it with this file (scripts/test.ts).
    generates: process.env.TYPEGEN_GENERATES || '../web/src/content/sanity.types.ts',
    overloadClientMethods: true,
  },
});
