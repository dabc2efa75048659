import { describe, expect, it } from 'vitest';
import { afterLoginPath, sameOriginPath } from './redirect-path.ts';

describe('redirect cleaner', () => {
  it('AUTH-21, SEC-11: a path of this site is kept as it is, query and fragment included', () => {
    for (const good of ['/', '/cart?x=1#y', '/account/orders', '/products?q=a%2Fb', '/a/./b']) expect(sameOriginPath(good), good).toBe(good === '/a/./b' ? '/a/b' : good);
    expect(afterLoginPath('/account/orders')).toBe('/account/orders');
  });

  it.each([
    '/.//evil.example',
    '/./\\evil.example',
    '/a/..//evil.example',
    '//evil',
    '///evil',
    '/\\evil',
    '\\/evil',
    '\\\\evil',
    '/%2F%2Fevil',
    '/%2f/evil',
    '/%5Cevil',
    '/%2e//evil',
    '/%2E%2E//evil',
    '/%0a/evil',
    '/\t/evil',
    '/\n/evil',
    '/%E0%A4%A',
    'https://evil.example/x',
    'javascript:alert(1)',
    'cart',
    '',
    null,
    undefined,
  ])('AUTH-21, SEC-11: %j never becomes a protocol-relative or foreign URL', (bad) => {
    expect(sameOriginPath(bad)).toBeNull();
    expect(afterLoginPath(bad)).toBe('/account');
  });
});
