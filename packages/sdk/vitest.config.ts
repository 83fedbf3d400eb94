import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'sdk',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
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
