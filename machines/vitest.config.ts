import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'machines',
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
