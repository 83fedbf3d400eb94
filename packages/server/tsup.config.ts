import { defineConfig } from 'tsup';

export default defineConfig({
  // The PDF worker is its own file: worker threads start it by path (src/documents/pdfPool.ts).
  entry: { index: 'src/index.ts', main: 'src/main.ts', pdfWorker: 'src/documents/pdfWorker.ts' },
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
});
