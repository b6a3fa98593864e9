import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What each layer of web/src may import (docs/architecture.md). A feature imports its own folder
 * (the policy after this table's), never another feature, a page or the app.
 */
const layerImports = {
  app: [
    'app',
    'layout',
    'pages',
    'sections',
    'feature',
    'lib',
    'content',
    'config',
    'i18n',
    'preview',
  ],
  layout: ['layout', 'lib', 'content', 'config', 'i18n'],
  pages: ['pages', 'sections', 'feature', 'layout', 'lib', 'content', 'config', 'i18n'],
  // The sections pages are built from (docs/decisions/0028-pages-from-sections.md); a read-only
  // one asks preview mode whether its drafts change live (web/src/sections/StaticSection.tsx).
  sections: ['sections', 'feature', 'layout', 'lib', 'content', 'config', 'i18n', 'preview'],
  feature: ['lib', 'content', 'config', 'i18n'],
  lib: ['lib', 'config', 'i18n'],
  // Content knows nothing of preview mode: the browser's choice between the snapshot, the content
  // and the drafts is the app's (web/src/app/browserContentClient.ts).
  content: ['content', 'config'],
  // Preview mode says in the page's language when edits cannot reach it.
  preview: ['preview', 'content', 'config', 'i18n'],
  // env.ts loads the development-only machine inspector beside import.meta.env.DEV, the one place
  // a build drops it from (see there); nothing else of the site imports web/src/devtools/.
  config: ['config', 'devtools'],
  i18n: ['i18n'],
  devtools: ['devtools'],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      '.local/**',
      'studio/.sanity/**',
      'web/src/content/sanity.types.ts',
      'web/test-results/**',
      'web/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'log'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}', 'studio/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Whether a hosted service is configured is decided in one place, web/src/config/: every
    // other module asks it instead of reading the variables itself.
    files: ['web/src/**/*.{ts,tsx}', 'web/server/**/*.ts'],
    ignores: ['web/src/config/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Read configuration through web/src/config/ (env.ts, services.ts).',
        },
      ],
    },
  },
  {
    // The browser code's layers (docs/architecture.md): each may import only what is below it,
    // and a feature only itself. The app composes routes, layout and pages; pages compose
    // sections and features; features build on lib, content, config and i18n. The two entry files at the root
    // of web/src start the app and are no layer.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'boundaries/elements': [
        { type: 'app', pattern: 'web/src/app' },
        { type: 'layout', pattern: 'web/src/layout' },
        { type: 'pages', pattern: 'web/src/pages' },
        { type: 'sections', pattern: 'web/src/sections' },
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'lib', pattern: 'web/src/lib' },
        { type: 'content', pattern: 'web/src/content' },
        { type: 'config', pattern: 'web/src/config' },
        { type: 'i18n', pattern: 'web/src/i18n' },
        { type: 'devtools', pattern: 'web/src/devtools' },
        { type: 'preview', pattern: 'web/src/preview' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...Object.entries(layerImports).map(([layer, allowed]) => ({
              from: { element: { type: layer } },
              allow: { to: { element: { types: { anyOf: allowed } } } },
            })),
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { feature: '{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
            // Packages (React, XState, the machines workspace) are not layers of this tree.
            { allow: { to: { module: { origin: 'external' } } } },
          ],
        },
      ],
    },
  },
  {
    // The machines are pure: no DOM, no SDK, no React. Only xstate.
    files: ['machines/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['react', 'react-*', '@vapi-ai/*', '@daily-co/*', '@supabase/*', '@emailjs/*'],
        },
      ],
    },
  },
);
