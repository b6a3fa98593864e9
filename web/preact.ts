import type { Alias, Plugin } from 'vite';

/*
 * The site runs on Preact, not React: issue 7 gives the home page 130 kB of gzipped JavaScript,
 * and React's runtime alone took 67 of them (Preact with its React layer takes 10). The source and
 * the libraries keep importing 'react' and 'react-dom'; these aliases hand them preact/compat,
 * in the browser build, the prerendering build and the unit tests alike.
 */
export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // What the React Compiler's output imports (@portabletext/react ships compiled).
  { find: /^react\/compiler-runtime$/, replacement: 'preact/compat/compiler-runtime' },
  // The shim hands out React's own useSyncExternalStore where there is one, as in preact/compat;
  // it is CommonJS, whose require('react') no alias reaches where Node loads it (Vitest).
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
];

/** JSX compiles to Preact's runtime. */
export const preactJsx = { runtime: 'automatic', importSource: 'preact' } as const;

/**
 * What a server build must bundle rather than leave to Node (Vitest too): the libraries that
 * import 'react' themselves, which Node would hand React (the studio installs it), and Preact
 * itself. Left to Node, Preact could load twice: some of these libraries are CommonJS and
 * require() it, and under tsx, which runs the build, require() of an ES module compiles a second
 * copy, whose hooks then find no component rendering.
 */
export const bundledForServer = [
  'preact',
  'preact-render-to-string',
  'react-router',
  'react-router-dom',
  'react-i18next',
  '@xstate/react',
  'use-sync-external-store',
  'use-isomorphic-layout-effect',
  '@portabletext/react',
];

const reactImport = /^react(-dom)?(\/|$)/;
const reactModule = /\/node_modules\/react(-dom)?\//;

/**
 * Fails a build whose output imports React (a library missing from bundledForServer) or contains
 * any of it (a React entry point missing from the aliases): only Preact may ever run.
 */
export function oneRuntime(): Plugin {
  return {
    name: 'one-runtime',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const react = [
          ...[...chunk.imports, ...chunk.dynamicImports].filter((id) => reactImport.test(id)),
          ...Object.keys(chunk.modules).filter((id) => reactModule.test(id)),
        ];
        if (react.length) this.error(`${chunk.fileName} has React in it: ${react.join(', ')}`);
      }
    },
  };
}
