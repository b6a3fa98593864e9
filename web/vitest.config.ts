import { defineProject } from 'vitest/config';
import { unitTestLimits } from '../scripts/testing/unitTestLimits';

export default defineProject({
  test: {
    name: 'web',
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'node',
    ...unitTestLimits,
  },
});
