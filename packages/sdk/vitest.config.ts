import { defineProject } from 'vitest/config';
import { ciRetry, sourceResolve } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'sdk',
    retry: ciRetry,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A bound for a hung test, not a speed check (benchmarks measure speed): CI runs the unit,
    // component and end-to-end files side by side on 2 cores, where a 5 s test can take 25.
    testTimeout: 60_000,
    // Type tests (`*.test-d.ts`: expectTypeOf, @ts-expect-error) run in every `pnpm test`. Cheap:
    // one tsc over those files and what they import; source errors are the typecheck step's job.
    typecheck: {
      enabled: true,
      include: ['src/**/*.test-d.ts'],
      tsconfig: './tsconfig.test-d.json',
      ignoreSourceErrors: true,
    },
  },
});
