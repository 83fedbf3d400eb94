import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    // Most files seed a fresh database in a hook (a few seconds); on the shared 2-core machine
    // under load the default 10 s ran out while every test itself passed.
    hookTimeout: 60_000,
  },
});
