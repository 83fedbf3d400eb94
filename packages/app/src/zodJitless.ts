import { z } from 'zod';

// Imported first by main.tsx, before any module that builds a schema: zod decides whether it may
// compile parsers with `new Function` when an object schema is made, and its probe (a caught
// `new Function('')`) is reported by the page's CSP (`script-src 'self'`, no 'unsafe-eval') as a
// violation on every load. Told to stay jitless it never probes; parsing is as correct, only
// without the compiled fast path, which the app's small forms and answers do not need.
z.config({ jitless: true });
