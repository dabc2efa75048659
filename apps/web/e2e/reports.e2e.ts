import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './browser';
import { operatorPage } from './journeys';

const b = useBrowser();

describe('the back office reports and exports (issue 47)', () => {
  it('OPS-156: at 375 px the Reports page fits (its table scrolls in its own box), and its Export CSV and a list\'s download CSV with the operator\'s session', async () => {
    const op = await operatorPage(b, PHONE);
    await op.goto('/operator/reports?from=2026-01-01&to=2026-01-31&group=week');
    await op.getByRole('table', { name: 'Reports' }).waitFor();
    await op.getByRole('img', { name: 'Net sales and refunds per period' }).waitFor();
    expect(await op.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    const report = await op.request.get(String(await op.getByRole('link', { name: 'Export CSV' }).getAttribute('href')));
    expect([report.status(), report.headers()['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    expect((await report.text()).split('\r\n')[0]).toMatch(/^period_start,period_end,currency,sales_gross,/);
    await op.screenshot({ path: '/tmp/operator-reports-375.png' });

    await op.goto('/operator/orders?status=completed');
    await op.getByRole('heading', { name: 'Orders' }).waitFor();
    expect(await op.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    const href = String(await op.getByRole('link', { name: 'Export CSV' }).getAttribute('href'));
    expect(href).toBe('/api/operator/orders.csv?status=completed');
    const orders = await op.request.get(href);
    expect([orders.status(), orders.headers()['x-export-truncated']]).toEqual([200, 'false']);
  }, 120_000);
});
