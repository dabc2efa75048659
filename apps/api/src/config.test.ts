import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('SHELL-API-9: defaults serve on 3000 with PGlite in ./data', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_ON_START: true, publicUrl: 'http://localhost:3000' });
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('SHELL-API-9: an empty variable means unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('SHELL-API-9: bad values fail with one message naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_ON_START: 'maybe' })).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*SEED_ON_START|DATABASE_URL[\s\S]*PORT/);
  });
});
