import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './browser';
import { consentedPage } from './journeys';
import { signInAsOperator } from './operator';

const b = useBrowser();

/** The back office's list pages (sections.tsx), each a PagedTable. */
const LISTS = ['offers', 'payouts', 'payout-conflicts', 'prompts', 'audit', 'catalog', 'packs', 'promos', 'orders', 'customers', 'support', 'pages', 'deliveries', 'currencies', 'social-links', 'mails', 'staff'];
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

/** What a page at this width scrolls sideways, and every row's buttons and checkboxes that leave the viewport. */
async function layoutOf(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = [...document.querySelectorAll('tbody tr')].flatMap((row, i) =>
      [...row.querySelectorAll('button, input[type=checkbox], a')].flatMap((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.left < 0 || r.right > width + 0.5) ? [`row ${i}: ${el.getAttribute('aria-label') ?? el.textContent} at ${Math.round(r.left)}..${Math.round(r.right)}`] : [];
      }),
    );
    const buttons = [...document.querySelectorAll('tbody tr button')].length;
    return { scroll: document.documentElement.scrollWidth - width, rows: document.querySelectorAll('tbody tr').length, buttons, outside };
  });
}

describe('the back office on a phone (issue 47)', () => {
  it('OPS-186, OPS-187: at 375 px every operator list shows its rows as cards: no horizontal scroll, and every row’s action buttons inside the viewport', async () => {
    const page = await consentedPage(b, PHONE);
    // A support message, so the support list has a row with its actions.
    const sent = await page.request.post('/api/support/messages', { data: { name: 'Ana', surname: 'Silva', email: 'phone-list@example.com', topic: 'Phone list', message: 'A message the operator reads on a phone.' } });
    expect(sent.ok(), await sent.text()).toBe(true);
    await page.goto('/auth?form=signin');
    await signInAsOperator(page);
    const seen: Record<string, { rows: number; buttons: number }> = {};
    for (const list of LISTS) {
      await page.goto(`/operator/${list}`);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      // The list has loaded: its rows, or its 'Nothing here.'
      await page.locator('tbody tr').or(page.getByText('Nothing here.')).first().waitFor();
      const layout = await layoutOf(page);
      expect([list, layout.scroll], `${list} scrolls sideways`).toEqual([list, 0]);
      expect(layout.outside, `${list}: controls outside the screen`).toEqual([]);
      seen[list] = { rows: layout.rows, buttons: layout.buttons };
      if (SHOTS && (list === 'catalog' || list === 'support')) await page.screenshot({ path: `${SHOTS}/operator-${list}-375.png`, fullPage: false });
    }
    // The catalogue (the seed's items) and support (the message above) have rows with actions to check.
    expect(seen.catalog!.rows).toBeGreaterThan(0);
    expect(seen.catalog!.buttons).toBeGreaterThan(0);
    expect(seen.support!.rows).toBeGreaterThan(0);
    expect(seen.support!.buttons).toBeGreaterThan(0);

    // OPS-185: the bulk bar at 375 px: select all on the page, the bar with its actions inside the screen.
    await page.goto('/operator/catalog');
    await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
    const bar = page.getByRole('toolbar', { name: 'Actions on the selected rows' });
    await bar.waitFor();
    const box = await bar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
    expect((await layoutOf(page)).scroll).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/operator-catalog-selected-375.png` });
  }, 120_000);

  it("OPS-194: at 375 px the dashboard's days fit the screen: the range form, the chart, the figures and the orders by state, with no horizontal scroll", async () => {
    const page = await consentedPage(b, PHONE);
    await page.goto('/auth?form=signin');
    await signInAsOperator(page);
    await page.goto('/operator');
    const chart = page.getByRole('img', { name: 'Revenue per day' });
    await chart.waitFor();
    const inside = async (name: string, box: { x: number; width: number } | null) => expect([name, box !== null && box.x >= 0 && box.x + box.width <= PHONE.width + 0.5]).toEqual([name, true]);
    await inside('chart', await chart.boundingBox());
    await inside('Show', await page.getByRole('button', { name: 'Show' }).boundingBox());
    await inside('Export CSV', await page.getByRole('link', { name: 'Export CSV' }).last().boundingBox());
    await inside('orders by state', await page.getByRole('list', { name: 'Orders placed, by state now' }).boundingBox());
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/operator-dashboard-375.png`, fullPage: true });
  }, 60_000);
});
