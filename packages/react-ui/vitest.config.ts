import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceResolve,
  test: {
    name: 'react-ui',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    setupFiles: ['./src/test/setup.ts'],
    // A list page's contract test walks through sort, pages and the URL in a simulated DOM: a few
    // seconds on an idle 2-core machine, more when the machine is shared; a timeout is not the
    // assertion of any of them.
    testTimeout: 20_000,
  },
});
