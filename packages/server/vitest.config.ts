import { defineProject } from 'vitest/config';
import { ciRetry, sourceResolve } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'server',
    retry: ciRetry,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A bound for a hung test, not a speed check (benchmarks measure speed): CI runs the unit,
    // component and end-to-end files side by side on 2 cores, where a 5 s test can take 25.
    testTimeout: 60_000,
    // Most files seed a fresh database in a hook (a few seconds); on the shared 2-core machine
    // under load the default 10 s ran out while every test itself passed.
    hookTimeout: 60_000,
  },
});
