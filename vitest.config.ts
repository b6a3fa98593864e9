import { defineConfig } from 'vitest/config';

// One vitest run for every workspace; each workspace has its own project config.
export default defineConfig({
  test: {
    projects: ['machines', 'studio', 'web', 'supabase'],
    // One test file per core: vitest's default leaves one core free, which on a two-core
    // machine runs the files one after another.
    maxWorkers: '100%',
    coverage: {
      provider: 'v8',
      include: ['machines/src/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
