import { defineProject } from 'vitest/config';
import { bundledForServer, preactJsx, reactOnPreact } from './preact.ts';

export default defineProject({
  // The site's runtime, Preact, here too (see preact.ts). Vitest runs CommonJS dependencies in
  // Node, where the aliases do not reach: of those only use-sync-external-store's
  // with-selector imports React, for @xstate/react's useSelector, which no unit test renders.
  resolve: { alias: reactOnPreact },
  oxc: { jsx: preactJsx },
  test: {
    name: 'web',
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    server: { deps: { inline: bundledForServer } },
  },
});
