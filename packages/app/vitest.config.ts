import { defineProject } from 'vitest/config';
import { ciRetry, sourceResolve } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'app',
    retry: ciRetry,
    include: ['src/**/*.test.{ts,tsx}', 'tooling/**/*.test.ts'],
    environment: 'happy-dom',
  },
});
