// Imported first by main.tsx, before any module that builds a schema: zod decides whether it may
// compile parsers with `new Function` when an object schema is made, and its probe (a caught
// `new Function('')`) is reported by the page's CSP (`script-src 'self'`, no 'unsafe-eval') as a
// violation on every load. Told to stay jitless it never probes; parsing is as correct, only
// without the compiled fast path, which the app's small forms and answers do not need.
//
// Written into the object zod keeps its configuration in (`globalThis.__zod_globalConfig`: made
// when zod first loads if absent, what `z.config()` writes and every schema reads) instead of
// calling `z.config()`, so the entry does not carry zod's core for one flag: the login route
// loads zod only with its schema, on the first submit. zodJitless.test.ts checks that zod reads
// the flag from there, so a zod that moves it fails the test, not the CSP.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

// A module (not a script), so the constant above stays its own.
export {};
