import { defineConfig, type Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The openapi and imports entries use the sdk's main entry as a package (`@salesdesk/sdk`), not a copy and
 * not a chunk shared with it: a shared chunk would keep bundlers from tree-shaking
 * `import { createApiClient } from '@salesdesk/sdk'` in browser apps.
 */
const mainAsPackage: Plugin = {
  name: 'sdk-main-as-package',
  setup(build) {
    build.onResolve({ filter: /^\.\.\/index$/ }, () => ({ path: '@salesdesk/sdk', external: true }));
  },
};

const shared: Options = { format: ['esm'], sourcemap: true, target: 'es2022' };

export default defineConfig([
  { ...shared, entry: { index: 'src/index.ts' }, dts: true, clean: true },
  // `@salesdesk/sdk/openapi`: the OpenAPI generator, for servers and tools (never in a browser bundle).
  {
    ...shared,
    entry: { openapi: 'src/openapi/index.ts' },
    dts: true,
    clean: false,
    external: ['@salesdesk/sdk', 'zod'],
    esbuildPlugins: [mainAsPackage],
  },
  // `@salesdesk/sdk/imports`: import jobs, schedules and example files, for the server and the msw mock.
  {
    ...shared,
    entry: { imports: 'src/imports/index.ts' },
    dts: true,
    clean: false,
    external: ['@salesdesk/sdk', 'zod', 'croner'],
    esbuildPlugins: [mainAsPackage],
  },
]);
