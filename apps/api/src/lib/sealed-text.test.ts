import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { legacySeal } from '../../test/legacy-seal.ts';
import { openLegacySealedText, openSealedText, parseSealKey, sealText } from './sealed-text.ts';

const key = randomBytes(32);
const IBAN = 'DE89370400440532013000';
const row = { table: 'payouts', id: 7 };

describe('sealed text (AES-256-GCM)', () => {
  it('OPS-21: a sealed value opens with its key, holds no plain text, and seals differently each time (random 12-byte IV)', () => {
    const a = sealText(key, IBAN, row);
    const b = sealText(key, IBAN, row);
    expect(a).not.toContain(IBAN);
    expect(a).not.toBe(b);
    expect(Buffer.from(a.split('.')[1]!, 'base64')).toHaveLength(12);
    expect(openSealedText(key, a, row)).toBe(IBAN);
    expect(openSealedText(key, b, row)).toBe(IBAN);
  });

  it('OPS-21: another key, a changed ciphertext or a foreign value does not open', () => {
    const sealed = sealText(key, IBAN, row);
    expect(() => openSealedText(randomBytes(32), sealed, row)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64');
    flipped[0]! ^= 1;
    expect(() => openSealedText(key, [v, iv, tag, flipped.toString('base64')].join('.'), row)).toThrow();
    expect(() => openSealedText(key, IBAN, row)).toThrow();
  });

  it('OPS-21: a key is 32 bytes written as hex or base64; anything else is refused', () => {
    expect(parseSealKey('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(parseSealKey(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7));
    for (const bad of ['', 'ab'.repeat(31), Buffer.alloc(16).toString('base64'), 'not a key at all, just words and more'.padEnd(44, 'x')]) expect(parseSealKey(bad)).toBeNull();
  });

  it('SEC-27: a v2 value is bound to its table and row id: it opens for that row only, never for another row or table', () => {
    const sealed = sealText(key, IBAN, row);
    expect(sealed).toMatch(/^v2\./);
    expect(openSealedText(key, sealed, { table: 'payouts', id: 7 })).toBe(IBAN);
    expect(() => openSealedText(key, sealed, { table: 'payouts', id: 8 })).toThrow();
    expect(() => openSealedText(key, sealed, { table: 'payouts', id: 70 })).toThrow();
    expect(() => openSealedText(key, sealed, { table: 'users', id: 7 })).toThrow();
    // Another caller (a user's two-factor secret) binds to its own rows the same way.
    const secret = sealText(key, 'JBSWY3DPEHPK3PXP', { table: 'users', id: 7 });
    expect(openSealedText(key, secret, { table: 'users', id: 7 })).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSealedText(key, secret, row)).toThrow();
    // A row is a table name and a positive integer id, so no two rows share their associated data.
    for (const bad of [{ table: 'pay:outs', id: 7 }, { table: 'payouts', id: 0 }, { table: 'payouts', id: 1.5 }, { table: '', id: 7 }]) expect(() => sealText(key, IBAN, bad)).toThrow();
  });

  it('SEC-27: a v1 value (bound to no row) never opens as a row\'s value; only the legacy opener of the startup re-seal reads it', () => {
    const legacy = legacySeal(key, IBAN);
    expect(() => openSealedText(key, legacy, row)).toThrow(/version v2/);
    expect(openLegacySealedText(key, legacy)).toBe(IBAN);
    expect(() => openLegacySealedText(randomBytes(32), legacy)).toThrow();
    expect(() => openLegacySealedText(key, sealText(key, IBAN, row))).toThrow(/version v1/);
  });
});
