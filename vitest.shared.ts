import type { ViteUserConfig as UserConfig } from 'vitest/config';

/**
 * Workspace packages resolve to their TypeScript sources through the `@salesdesk/source`
 * export condition, so tests never need a prior build.
 */
export const sourceResolve: Pick<UserConfig, 'resolve' | 'ssr'> = {
  resolve: { conditions: ['@salesdesk/source', 'module', 'browser', 'development'] },
  ssr: { resolve: { conditions: ['@salesdesk/source', 'module', 'node', 'development'] } },
};

/**
 * On CI a failed test runs once more before it fails the run: a test that waits on a browser, a
 * socket or a worker thread can lose a race on a machine busier than the one it was written on.
 * The run's closing summary (scripts/test-summary.mjs) names every test that needed the second
 * try with the first try's error, so a flaky test is seen and mended, not hidden. Locally a test
 * runs once.
 */
export const ciRetry = process.env.CI ? 1 : 0;
