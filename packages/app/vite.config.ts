import { randomUUID } from 'node:crypto';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './tooling/precompress.ts';

/**
 * This build's id and time: compiled into the app (`__SALESDESK_BUILD__`) and written to
 * `builds/latest.json`, which the running app polls to offer a reload after a deploy.
 * `BUILD_ID` (e.g. the commit) names it; otherwise a fresh id per build.
 */
const build = { id: process.env.BUILD_ID || randomUUID(), time: new Date().toISOString() };

function latestBuildFile(): Plugin {
  return {
    name: 'salesdesk-latest-build',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify(build)}\n` });
    },
  };
}

// The app builds from the workspace packages' sources (`@salesdesk/source` export condition).
export default defineConfig({
  root: import.meta.dirname,
  // precompress: brotli and gzip files beside the build's, which the server sends by Accept-Encoding.
  plugins: [react(), tailwindcss(), latestBuildFile(), precompress()],
  define: { __SALESDESK_BUILD__: JSON.stringify(build) },
  resolve: { conditions: ['@salesdesk/source', 'module', 'browser', 'development|production'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry loads statically (React, the shell, the session, the login
          // page) in one file: one request, and gzip sees it whole (a dozen small shared chunks
          // cost the login route ~5 kB more). Pages stay in their own chunks.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    // `pnpm dev` against a reference server on its default port.
    proxy: {
      '/api': 'http://127.0.0.1:3000',
      '/app-config.json': 'http://127.0.0.1:3000',
      '/ws': { target: 'ws://127.0.0.1:3000', ws: true },
    },
  },
});
