import { describe, expect, it, vi } from 'vitest';

describe('zod under the CSP', () => {
  it('SEC-12: once the app has started, zod builds its parsers without eval (new Function)', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    expect(z.object({ id: z.number() }).parse({ id: 1 })).toEqual({ id: 1 });
    expect(compile).not.toHaveBeenCalled();
  });
});
