import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'supabase',
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
