import { defineConfig } from 'tsup';

export default defineConfig({
  // `openapi` is its own entry: the server and tools import the generator, browsers never do.
  entry: { index: 'src/index.ts', openapi: 'src/openapi/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
});
