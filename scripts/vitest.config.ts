import { defineProject } from 'vitest/config';

// Checks of the workspace as a whole (bundle budgets of the built packages).
export default defineProject({
  test: {
    name: 'workspace',
    include: ['*.test.ts'],
    environment: 'node',
  },
});
