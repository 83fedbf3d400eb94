// The import worker when the server runs from its TypeScript sources (tests, benches):
// registers tsx in this worker thread, then loads importWorker.ts. The built server starts
// dist/importWorker.js directly (importRunner.ts, `script.built`).
// biome-ignore lint/correctness/noUndeclaredDependencies: only runs from the sources in the workspace, whose root has tsx (bench/run.mjs uses it the same way); the built server never loads this file.
import { register } from 'tsx/esm/api';

register();
await import('./importWorker.ts');
