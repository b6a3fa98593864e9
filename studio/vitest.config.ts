import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'studio',
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
