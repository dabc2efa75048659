import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../..');
const fixtures = resolve(import.meta.dirname, 'lint-fixtures/money');
const eslint = new ESLint({ cwd: repoRoot });
const refused = 'no-restricted-syntax: Money conversions go through toMinor / toMajor (packages/contract/src/money.ts)';

/** Lints a fixture as if it were the file `as` of the repo (the fixtures themselves are ignored by `eslint .`). */
async function lintAs(fixture: string, as: string): Promise<string[]> {
  const [result] = await eslint.lintText(readFileSync(resolve(fixtures, fixture), 'utf8'), { filePath: resolve(repoRoot, as) });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

// Loading ESLint and typescript-eslint takes seconds on a busy machine.
describe('money conversions in one place (eslint.config.js)', { timeout: 120_000 }, () => {
  it.each(['apps/api/src/modules/cart/promo.ts', 'apps/web/src/features/cart/cart-math.ts', 'packages/contract/src/offers.ts'])(
    'MONEY-5: when %s converts money by hand (* 100 or / 100), then lint refuses it',
    async (as) => {
      expect(await lintAs('hand-conversion.ts', as)).toEqual([refused, refused, refused]);
    },
  );

  it('MONEY-5: when a file converts through toMinor / toMajor, then lint passes it', async () => {
    expect(await lintAs('through-money.ts', 'apps/api/src/modules/cart/promo.ts')).toEqual([]);
  });

  it('MONEY-5: the money module itself and test files may use * 100 and / 100', async () => {
    expect(await lintAs('hand-conversion.ts', 'packages/contract/src/money.ts')).toEqual([]);
    expect(await lintAs('hand-conversion.ts', 'apps/api/src/modules/cart/promo.test.ts')).toEqual([]);
    expect(await lintAs('hand-conversion.ts', 'apps/web/src/features/cart/cart-math.test.ts')).toEqual([]);
  });

  it('MONEY-5: the fixtures stay out of the normal `eslint .` run', async () => {
    expect(await eslint.isPathIgnored(resolve(fixtures, 'hand-conversion.ts'))).toBe(true);
  });
});
