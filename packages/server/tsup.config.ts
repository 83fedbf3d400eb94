import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The PDF, matcher and import workers are files of their own: worker threads start them by path
  // (src/documents/pdfPool.ts, src/matching/productMatcher.ts, src/imports/importRunner.ts,
  // through src/workers/workerPool.ts).
  entry: {
    index: 'src/index.ts',
    main: 'src/main.ts',
    pdfWorker: 'src/documents/pdfWorker.ts',
    matchWorker: 'src/matching/matchWorker.ts',
    importWorker: 'src/imports/importWorker.ts',
  },
  format: ['esm'],
  dts: { entry: 'src/index.ts' },
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  // The official FA(3) schema is read from disk at run time (src/ksef/faSchema.ts looks beside
  // the bundle for `ksef-schema/`).
  async onSuccess() {
    cpSync('src/ksef/schema', 'dist/ksef-schema', { recursive: true });
  },
});
