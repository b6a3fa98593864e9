import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
