import { defineProject } from 'vitest/config';
import { ciRetry, sourceResolve } from '../../vitest.shared.ts';

// End-to-end: the built app served by the real server, driven in Debian's headless chromium.
export default defineProject({
  ...sourceResolve,
  test: {
    name: 'e2e',
    retry: ciRetry,
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // Browser state settles in hundreds of ms; polls wait up to 5 s unless told otherwise.
    expect: { poll: { timeout: 5000, interval: 100 } },
  },
});
