import { describe, expect, it } from 'vitest';
import { messagesEn } from './messages-all.ts';
import { documentTitle, fillText, PAGE_META, textSnippet } from './seo.ts';

describe('page titles and descriptions (issue 16)', () => {
  it('SEO-1: every kind of page names a title and a description that exist, distinct from every other kind', () => {
    const kinds = Object.values(PAGE_META);
    for (const { title, description } of kinds) expect([messagesEn[title], messagesEn[description]]).not.toContain(undefined);
    expect(new Set(kinds.map((k) => k.title)).size).toBe(kinds.length);
    expect(documentTitle('Sale', 'Skins Market')).toBe('Sale | Skins Market');
  });

  it('SEO-1: placeholders are filled like i18next does; unknown ones stay', () => {
    expect(fillText('{{name}} for {{ price }}', { name: 'AK-47', price: '€1.00' })).toBe('AK-47 for €1.00');
    expect(fillText('{{name}} and {{other}}', { name: '$& $1' })).toBe('$& $1 and {{other}}');
  });

  it('SEO-1: a static page is described by its text: tags and scripts gone, entities read, cut on a word at 160', () => {
    expect(textSnippet('<h2>Who &amp; why</h2>\n<p>We&nbsp;sell <b>skins</b>.</p><script>alert(1)</script>')).toBe('Who & why We sell skins .');
    const long = textSnippet(`<p>${'word '.repeat(100)}</p>`);
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
    expect(textSnippet('<img src="x">')).toBe('');
  });
});
