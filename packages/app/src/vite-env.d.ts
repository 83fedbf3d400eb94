/// <reference types="vite/client" />

/** The running build's id and time, compiled in by vite.config.ts (also in `builds/latest.json`). */
declare const __SALESDESK_BUILD__: { id: string; time: string };
