import { defineProject } from 'vitest/config';
import { unitTestLimits } from '../scripts/testing/unitTestLimits';

export default defineProject({
  test: {
    name: 'studio',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    ...unitTestLimits,
  },
});
