import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run covers every package; each project has its own vitest.config.ts.
export default defineConfig({
  test: {
    // vitest's default is one worker fewer than the cores: one on CI's two, so the unit files
    // went one at a time while most of their time is spent importing modules, not computing. The
    // e2e files stay one at a time (their project turns file parallelism off) and run after these.
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
