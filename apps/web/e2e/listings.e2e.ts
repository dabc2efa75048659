import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';

const b = useBrowser();

interface Listed {
  id: number;
  subcategory: string | null;
  market_name: string;
  float_value: number | null;
}

describe('every listing of a skin (issue 49)', () => {
  it('LIST-1, LIST-3: a buyer picks another listing of the same skin by float on the product page', async () => {
    const page = await b.page();
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
    // Two listings of one market name with different floats, from the seeded catalogue.
    let pair: [Listed, Listed] | undefined;
    for (let p = 1; p <= 20 && !pair; p++) {
      const items = (await (await page.request.get(`/api/items/list?limit=100&sort=float_asc&page=${p}`)).json()).payload as Listed[];
      const byName = new Map<string, Listed[]>();
      for (const item of items) if (item.float_value !== null) byName.set(item.market_name, [...(byName.get(item.market_name) ?? []), item]);
      const found = [...byName.values()].find((list) => list.length > 1 && list[0]!.float_value !== list.at(-1)!.float_value);
      if (found) pair = [found.at(-1)!, found[0]!];
    }
    expect(pair, 'two listings of one skin in the seed').toBeDefined();
    const [shown, lower] = pair!;
    await page.goto(`/products/cs2/${shown.subcategory ?? 'all'}/${shown.id}`);
    const rows = page.getByTestId('skin-listing');
    await rows.first().waitFor();
    // Lowest float first: the chooser's rows are ranked '#1 of N', '#2 of N', ...
    const count = await rows.count();
    expect(count).toBeGreaterThan(1);
    await expect.poll(() => rows.first().textContent()).toContain('#1 of');
    expect(await page.locator('[data-testid="skin-listing"] [aria-current="page"]').count()).toBe(1);
    await b.checkAccessible(page, 'the listings chooser');
    // The buyer chooses the lower float: its product page opens, and there it is the listing shown.
    const choice = page.locator(`[data-testid="skin-listing"][data-float="${lower.float_value}"] a`).first();
    await choice.click();
    await page.waitForURL((url) => !url.pathname.endsWith(`/${shown.id}`));
    const current = page.locator('[data-testid="skin-listing"]:has([aria-current="page"])');
    await current.waitFor();
    expect(Number(await current.getAttribute('data-float'))).toBe(lower.float_value);
  });
});
