import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each project has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: [
      'fixtures',
      'packages/sdk',
      'packages/server',
      'packages/react-ui',
      'packages/cli',
      'packages/app/vitest.config.ts',
      'packages/app/vitest.e2e.config.ts',
      'scripts',
    ],
  },
});
