import type { ViteUserConfig as UserConfig } from 'vitest/config';

/**
 * Workspace packages resolve to their TypeScript sources through the `@salesdesk/source`
 * export condition, so tests never need a prior build.
 */
export const sourceResolve: Pick<UserConfig, 'resolve' | 'ssr'> = {
  resolve: { conditions: ['@salesdesk/source', 'module', 'browser', 'development'] },
  ssr: { resolve: { conditions: ['@salesdesk/source', 'module', 'node', 'development'] } },
};
