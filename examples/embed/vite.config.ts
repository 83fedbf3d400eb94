import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The salesdesk server the example talks to: its API is proxied under the example's own
// origin, as a host app behind one reverse proxy would have it.
const api = process.env.SALESDESK_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: { proxy: { '/api': api } },
  preview: { proxy: { '/api': api } },
  build: {
    rollupOptions: {
      // Two hosts: one with Tailwind (index.html), one with the precompiled stylesheet only.
      input: { tailwind: 'index.html', plain: 'plain.html' },
    },
  },
});
