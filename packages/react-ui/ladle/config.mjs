/** Ladle configuration (kept out of `.ladle/`, which the repository ignores). */
export default {
  stories: 'src/**/*.stories.{ts,tsx}',
  viteConfig: 'ladle/vite.config.ts',
  outDir: 'build',
  // Stories answer the API through msw handlers generated from the endpoint table
  // (`Story.msw = createMswHandlers({ baseURL: '' })`, see docs/testing.md).
  addons: { msw: { enabled: true } },
};
