import { describe, expect, it, vi } from 'vitest';

describe('zod under the CSP', () => {
  it('SEC-12: once the app has started, zod builds its parsers without eval (new Function)', async () => {
    // The test setup imports it too (as main.tsx does): start this test from a fresh module and config.
    vi.resetModules();
    if (globalThis.__zod_globalConfig) delete globalThis.__zod_globalConfig.jitless;
    await import('./zod-without-eval');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    expect(z.object({ id: z.number() }).parse({ id: 1 })).toEqual({ id: 1 });
    expect(compile).not.toHaveBeenCalled();
  });
});
