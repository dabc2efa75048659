import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSealedText, parseSealKey, sealText } from './sealed-text.ts';

const key = randomBytes(32);
const IBAN = 'DE89370400440532013000';

describe('sealed text (AES-256-GCM)', () => {
  it('OPS-21: a sealed value opens with its key, holds no plain text, and seals differently each time (random 12-byte IV)', () => {
    const a = sealText(key, IBAN);
    const b = sealText(key, IBAN);
    expect(a).not.toContain(IBAN);
    expect(a).not.toBe(b);
    expect(Buffer.from(a.split('.')[1]!, 'base64')).toHaveLength(12);
    expect(openSealedText(key, a)).toBe(IBAN);
    expect(openSealedText(key, b)).toBe(IBAN);
  });

  it('OPS-21: another key, a changed ciphertext or a foreign value does not open', () => {
    const sealed = sealText(key, IBAN);
    expect(() => openSealedText(randomBytes(32), sealed)).toThrow();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64');
    flipped[0]! ^= 1;
    expect(() => openSealedText(key, [v, iv, tag, flipped.toString('base64')].join('.'))).toThrow();
    expect(() => openSealedText(key, IBAN)).toThrow();
  });

  it('OPS-21: a key is 32 bytes written as hex or base64; anything else is refused', () => {
    expect(parseSealKey('ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    expect(parseSealKey(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7));
    for (const bad of ['', 'ab'.repeat(31), Buffer.alloc(16).toString('base64'), 'not a key at all, just words and more'.padEnd(44, 'x')]) expect(parseSealKey(bad)).toBeNull();
  });
});
