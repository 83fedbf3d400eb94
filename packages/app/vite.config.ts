import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './tooling/precompress.ts';

// The app builds from the workspace packages' sources (`@salesdesk/source` export condition).
export default defineConfig({
  root: import.meta.dirname,
  // precompress: brotli and gzip files beside the build's, which the server sends by Accept-Encoding.
  plugins: [react(), tailwindcss(), precompress()],
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
