import { defineConfig } from 'tsup';

export default defineConfig({
  // The PDF and matcher workers are files of their own: worker threads start them by path
  // (src/documents/pdfPool.ts, src/matching/productMatcher.ts, through src/workers/workerPool.ts).
  entry: {
    index: 'src/index.ts',
    main: 'src/main.ts',
    pdfWorker: 'src/documents/pdfWorker.ts',
    matchWorker: 'src/matching/matchWorker.ts',
  },
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
});
