import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (static page content)', () => {
  it('SHELL-7: keeps the shop\'s markup as it is', () => {
    const html = '<h2>Terms</h2><p>Read <a href="/privacy" target="_blank">this</a> and <strong>that</strong>.</p><ul><li>One</li></ul><img src="/img/a.png" alt="A">';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('SHELL-7: drops script elements, wherever they are', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><div><script src="/x.js"></script>b</div>')).toBe('<p>a</p><div>b</div>');
  });

  it('SHELL-7: drops every on* handler attribute and keeps the others', () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" ONLOAD="x()" alt="a"><p onclick="y()" class="c">t</p>')).toBe('<img src="/a.png" alt="a"><p class="c">t</p>');
  });

  it('SHELL-7: drops javascript: URLs, however they are spelt', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a><a href=" JaVa\tScRiPt:alert(1)">y</a><a href="https://example.com/javascript:">z</a>')).toBe(
      '<a>x</a><a>y</a><a href="https://example.com/javascript:">z</a>',
    );
  });

  it('SEC-12: drops <style> elements and style attributes, which the CSP refuses', () => {
    expect(sanitizeHtml('<style>p { color: red }</style><p style="color: red" class="c">t</p>')).toBe('<p class="c">t</p>');
  });
});
