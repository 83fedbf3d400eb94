import { defineProject } from 'vitest/config';
import { sourceResolve } from '../../vitest.shared.ts';

export default defineProject({
  ...sourceResolve,
  test: { name: 'app', include: ['src/**/*.test.{ts,tsx}', 'tooling/**/*.test.ts'], environment: 'happy-dom' },
});
