import { defineProject } from 'vitest/config';
import { ciRetry, sourceResolve } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'cli',
    retry: ciRetry,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A bound for a hung test, not a speed check (benchmarks measure speed): CI runs the unit,
    // component and end-to-end files side by side on 2 cores, where a 5 s test can take 25.
    testTimeout: 60_000,
  },
});
