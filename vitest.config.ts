import { defineConfig } from 'vitest/config';

// One vitest run for every workspace; each workspace has its own project config.
export default defineConfig({
  test: {
    projects: ['machines', 'studio', 'web', 'supabase'],
    coverage: {
      provider: 'v8',
      include: ['machines/src/**/*.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
