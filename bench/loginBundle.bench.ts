// The login route's JavaScript (gzip) against a build of react and react-dom alone, in one run.
// Target (UI-foundation issue): ratio ≤ 1.6. List pages and their libraries must stay out.
import { measureLoginBundle } from '../packages/app/perf/loginBundle';

const figures = await measureLoginBundle();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
for (const script of [...figures.scripts].sort((a, b) => b.bytes - a.bytes)) {
  console.log(`  ${kb(script.bytes).padStart(9)}  ${script.url}`);
}
console.log(`login route JS (gzip): ${kb(figures.loginRouteBytes)}`);
console.log(`react + react-dom alone (gzip): ${kb(figures.reactOnlyBytes)}`);
console.log(`ratio: ${(figures.loginRouteBytes / figures.reactOnlyBytes).toFixed(2)} (target ≤ 1.6)`);
