import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

describe('Lighthouse figures (issue 16)', () => {
  it('BUDGET-7: docs/benchmarks.md records the median performance, accessibility and SEO of home, a list and a details page', () => {
    const doc = readFileSync(join(root, 'docs/benchmarks.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Lighthouse (issue 16)'));
    expect(section.startsWith('## Lighthouse (issue 16)')).toBe(true);
    for (const page of ['home', 'list', 'details']) {
      // A row: | page | path | performance | accessibility | SEO | ... with numbers from 0 to 100.
      expect(section).toMatch(new RegExp(`\\| ${page} \\| /[^|]* \\| \\d{1,3} \\| \\d{1,3} \\| \\d{1,3} \\|`));
    }
  });
});
