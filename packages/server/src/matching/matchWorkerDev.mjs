// The matcher's worker when the server runs from its TypeScript sources (tests, benches):
// registers tsx in this worker thread, then loads matchWorker.ts. The built server starts
// dist/matchWorker.js directly (productMatcher.ts, `script.built`).
// biome-ignore lint/correctness/noUndeclaredDependencies: only runs from the sources in the workspace, whose root has tsx (bench/run.mjs uses it the same way); the built server never loads this file.
import { register } from 'tsx/esm/api';

register();
await import('./matchWorker.ts');
