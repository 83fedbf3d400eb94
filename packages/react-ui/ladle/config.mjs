/** Ladle configuration (kept out of `.ladle/`, which the repository ignores). */
export default {
  stories: 'src/**/*.stories.{ts,tsx}',
  viteConfig: 'ladle/vite.config.ts',
  outDir: 'build',
};
