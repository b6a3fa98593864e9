import { defineProject } from 'vitest/config';
import { unitTestLimits } from '../scripts/testing/unitTestLimits';

export default defineProject({
  test: {
    name: 'supabase',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    ...unitTestLimits,
  },
});
