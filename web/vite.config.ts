import prefresh from '@prefresh/vite';
import { defineConfig, loadEnv, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { bundledForServer, oneRuntime, preactJsx, reactOnPreact } from './preact.ts';
import { createLocalStack, type LocalStack } from './server/localStack.ts';
import { repoRoot, seedDir } from './server/paths.ts';

/** Serves the local stand-ins for hosted services from the dev server too (DESIGN.md 5). */
function localStack(env: Record<string, string>): Plugin {
  let stack: LocalStack | undefined;
  return {
    name: 'local-stack',
    configureServer(server) {
      const handle = createLocalStack({ env, seedDir });
      stack = handle;
      server.middlewares.use((req, res, next) => {
        handle(req, res).then((handled) => handled || next(), next);
      });
    },
    // Vite calls this when the dev server closes: release the local database.
    async closeBundle() {
      await stack?.close();
    },
  };
}

/**
 * Warnings about libraries that are expected and harmless: React Router marks its modules
 * "use client" for React Server Components, which this site does not use, and reads React 19's
 * useOptimistic only if it exists (Preact has none; the router uses it for opt-in transitions).
 */
function isExpected(warning: Rolldown.RolldownLog) {
  const { code = '', message } = warning;
  return (
    (code === 'MODULE_LEVEL_DIRECTIVE' && message.includes('"use client"')) ||
    (code === 'IMPORT_IS_UNDEFINED' && message.includes('`useOptimistic`'))
  );
}

export default defineConfig(async ({ command, mode }): Promise<UserConfig> => {
  // The repository's .env, overridden by the process environment (loadEnv's precedence).
  const env = loadEnv(mode, repoRoot, 'VITE_');
  return {
    envDir: repoRoot,
    // Preact in place of React: issue 7 allows `/` 130 kB of gzipped JavaScript, and React's
    // runtime alone took 67 of them (see preact.ts).
    resolve: { alias: reactOnPreact },
    oxc: { jsx: preactJsx },
    // Compiled JSX imports the runtime, which the dev server's first scan of the imports misses.
    optimizeDeps: { include: ['preact/jsx-runtime', 'preact/jsx-dev-runtime'] },
    ssr: { noExternal: bundledForServer },
    // Fast refresh for the dev server only: edited components swap in and keep their state.
    plugins: [command === 'serve' ? await prefresh() : [], oneRuntime(), localStack(env)],
    server: { port: Number(process.env.PORT) || 5173, strictPort: true },
    // One stylesheet for every page, linked from the prerendered HTML: the app's scripts load
    // after the first paint, and their styles must not arrive with them.
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      cssCodeSplit: false,
      rolldownOptions: {
        onwarn: (warning, warn) => void (isExpected(warning) || warn(warning)),
      },
    },
  };
});
