import react from '@vitejs/plugin-react';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { defineConfig, loadEnv, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { createLocalStack, type LocalStack } from './local-stack/localStack.ts';
import { localContentDir } from './local-stack/writtenDocuments.ts';
import { MACHINES_PAGE_PATH } from './src/devtools/machines/protocol.ts';
import { offersSimulatedCall } from './src/config/services.ts';
import { exposureWarning, LOOPBACK_HOSTS } from './server/listenHosts.ts';
import { repoRoot, seedDir } from './server/paths.ts';

const require = createRequire(import.meta.url);

/** Serves the local stand-ins for hosted services from the dev server too (docs/architecture.md). */
function localStack(env: Record<string, string>, host: string): Plugin {
  let stack: LocalStack | undefined;
  return {
    name: 'local-stack',
    configureServer(server) {
      const handle = createLocalStack({
        env,
        seedDir,
        contentDir: localContentDir(),
        studioOrigin: process.env.LOCAL_STUDIO_ORIGIN || undefined,
      });
      stack = handle;
      const warning = exposureWarning([host], handle.writableStandIns);
      if (warning) server.config.logger.warn(warning);
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
 * The machine inspector page (web/src/devtools/machines/), served by the dev server only: a build
 * has neither the page nor the code that reports to it, and the production server answers 404.
 */
function machineInspectorPage(): Plugin {
  const page = new URL('./src/devtools/machines/machines.html', import.meta.url);
  return {
    name: 'machine-inspector-page',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== MACHINES_PAGE_PATH) return next();
        readFile(page, 'utf8')
          .then((html) => server.transformIndexHtml(MACHINES_PAGE_PATH, html))
          .then((html) => {
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(html);
          }, next);
      });
    },
  };
}

/**
 * A warning about libraries that is expected and harmless: React Router marks its modules
 * "use client" for React Server Components, which this site does not use.
 */
const isExpected = ({ code, message }: Rolldown.RolldownLog) =>
  code === 'MODULE_LEVEL_DIRECTIVE' && message.includes('"use client"');

/**
 * The libraries every page hydrates with, each in a chunk of its own, so the browser evaluates
 * them one task at a time (web/src/entry-client.tsx imports them in this order) instead of in one
 * long task. Everything else is split by route and by first use, as the imports say.
 */
const startupChunks = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom|cookie)[\\/]/ },
];

/**
 * The simulated call (src/devtools/simulatedCall/ and machines/src/simulatedCall.ts): nothing in
 * it runs when it loads, but Rolldown cannot tell from its constants, made by calls, and would
 * keep src/config/env.ts's import of it for development as an import for its effects, loaded
 * with every page. Said here, a build drops that import and keeps the chunk for the offer alone.
 */
const simulatedCallModule = /[\\/]simulatedCall\.ts$/;

/**
 * Modules of code that loads on first use only, not with the page: the services' libraries, and
 * the simulated call that the local stand-ins offer (src/config/env.ts).
 */
const firstUseCode =
  /node_modules[\\/](@vapi-ai|@daily-co|@supabase|@emailjs|@sanity[\\/]client|@statelyai|event-source-polyfill|get-it|rxjs)[\\/]|[\\/]simulatedCall\.ts$/;

/**
 * Marks each chunk that a page runs while it starts for eager compilation (V8's explicit compile
 * hints, Chromium 136 on): its functions are then compiled off the main thread while the chunk
 * streams in, instead of one by one on the main thread when first called. Chunks of code that
 * loads on first use are left to V8's lazy compilation. The comment must open the file.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || this.environment.name !== 'client') continue;
          if (Object.keys(chunk.modules).some((id) => firstUseCode.test(id))) continue;
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
        }
      },
    },
  };
}

/**
 * React Router's package exports name only its development build (remix-run/react-router#12532),
 * whose warnings would ship to visitors; the browser build takes the production one it publishes
 * beside it.
 */
const reactRouterProduction = (root: string) => [
  { find: /^react-router$/, replacement: `${root}/dist/production/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${root}/dist/production/dom-export.mjs` },
];

export default defineConfig(({ command, mode, isSsrBuild }): UserConfig => {
  // The repository's .env, overridden by the process environment (loadEnv's precedence).
  const env = loadEnv(mode, repoRoot, 'VITE_');
  // This machine only, unless HOST says otherwise, as `npm start` (web/server/listenHosts.ts).
  const host = loadEnv(mode, repoRoot, 'HOST').HOST?.trim() || LOOPBACK_HOSTS[0];
  return {
    envDir: repoRoot,
    // Decided here, from the variables the bundle is built with, as a constant: a build meant
    // for deployment gets false and drops the simulated call with its branch (src/config/env.ts).
    define: {
      'import.meta.env.SIMULATED_CALL_ON_REQUEST': JSON.stringify(offersSimulatedCall(env)),
    },
    // React with Fast Refresh in the dev server.
    plugins: [react(), machineInspectorPage(), localStack(env, host), compileHints()],
    resolve: {
      alias:
        command === 'build' && !isSsrBuild
          ? reactRouterProduction(dirname(require.resolve('react-router/package.json')))
          : [],
    },
    server: { host, port: Number(process.env.PORT) || 5173, strictPort: true },
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      // One stylesheet for every page, linked from the prerendered HTML: the app's scripts load
      // after the first paint, and their styles must not arrive with them.
      cssCodeSplit: false,
      modulePreload: false,
      // A font stays a file of its own, never base64 in the stylesheet: index.html preloads it by
      // its URL, and a page would fetch an inlined one twice.
      assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
      rolldownOptions: {
        onwarn: (warning, warn) => void (isExpected(warning) || warn(warning)),
        treeshake: {
          moduleSideEffects: (id) => (simulatedCallModule.test(id) ? false : undefined),
        },
        // Only the browser's build is split; the prerendering build runs in Node.
        output: isSsrBuild ? {} : { codeSplitting: { groups: startupChunks } },
      },
    },
  };
});
