import { defineProject } from 'vitest/config';
import { unitTestLimits } from '../scripts/testing/unitTestLimits';

export default defineProject({
  test: {
    name: 'machines',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    ...unitTestLimits,
  },
});
