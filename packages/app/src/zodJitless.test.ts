import { describe, expect, it, vi } from 'vitest';

describe('zodJitless', () => {
  it('zod loaded after it is jitless and never probes `new Function` while building and parsing schemas', async () => {
    await import('./zodJitless');
    const probe = vi.spyOn(globalThis, 'Function');
    try {
      const { z } = await import('zod');
      expect(z.config().jitless).toBe(true);
      const schema = z.object({ username: z.string().min(1), password: z.string().min(1) });
      expect(schema.safeParse({ username: 'handlowiec', password: 'x' }).success).toBe(true);
      expect(schema.safeParse({ username: '', password: 'x' }).success).toBe(false);
      expect(z.core.util.allowsEval.value).toBe(false);
      expect(probe).not.toHaveBeenCalled();
    } finally {
      probe.mockRestore();
    }
  });
});
