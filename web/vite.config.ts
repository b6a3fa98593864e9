import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
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

export default defineConfig(({ mode }) => {
  // The repository's .env, overridden by the process environment (loadEnv's precedence).
  const env = loadEnv(mode, repoRoot, 'VITE_');
  return {
    envDir: repoRoot,
    plugins: [react(), localStack(env)],
    server: { port: Number(process.env.PORT) || 5173, strictPort: true },
    // One stylesheet for every page, linked from the prerendered HTML: the app's scripts load
    // after the first paint, and their styles must not arrive with them.
    build: { outDir: 'dist/client', emptyOutDir: true, cssCodeSplit: false },
  };
});
