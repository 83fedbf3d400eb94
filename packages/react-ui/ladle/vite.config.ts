import tailwindcss from '@tailwindcss/vite';

// Ladle's own Vite, with Tailwind and the workspace sources (`@salesdesk/source`). A plain
// object: react-ui does not depend on vite itself (Ladle brings its own).
export default {
  plugins: [tailwindcss()],
  resolve: { conditions: ['@salesdesk/source', 'module', 'browser', 'development|production'] },
};
