import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from './browser';
import { operatorPage } from './journeys';

const b = useBrowser();

/** The fixture: 50 item rows (file rows 2 to 51); row 18 has the price 10.999, row 37 no title. */
const FIXTURE = readFileSync(new URL('./fixtures/items-50.csv', import.meta.url), 'utf8');

describe('back office: catalogue import from CSV (issue 47)', () => {
  it('OPS-169, OPS-162, OPS-167: at 375 px the operator previews the 50-row fixture, sees rows 18 and 37 with their messages, imports the 48 valid items and finds them in the catalogue', async () => {
    // Titles of this run only, so the list's search finds these 48 whatever ran before.
    const stamp = Date.now().toString(36);
    const csv = FIXTURE.replaceAll('Import Fixture', `Import Fixture ${stamp}`);
    const page = await operatorPage(b, PHONE);
    await page.goto('/operator/catalog');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import items from CSV' });
    expect(await dialog.getByRole('link', { name: 'Download the template' }).getAttribute('href')).toBe('/api/operator/items/import/template.csv');
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'items-50.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByText('50 rows: 48 valid, 2 invalid').waitFor();

    const preview = dialog.getByRole('table', { name: 'Preview of the file' });
    const badPrice = preview.getByRole('row').filter({ hasText: 'Use at most 2 decimals' });
    const noTitle = preview.getByRole('row').filter({ hasText: 'Title is required' });
    expect(await badPrice.count()).toBe(1);
    expect(await noTitle.count()).toBe(1);
    expect((await badPrice.getByRole('cell').first().textContent())?.trim()).toBe('18');
    expect((await noTitle.getByRole('cell').first().textContent())?.trim()).toBe('37');
    expect(await preview.locator('tr[data-invalid]').count()).toBe(2);
    await dialog.getByText('Rows 18, 37 are invalid and will be skipped').waitFor();
    // 375 px: the dialog and its table scroll inside, the page never sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await b.checkAccessible(page, 'the import dialog');

    await dialog.getByRole('button', { name: 'Import 48 items', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('48 items imported, invalid rows skipped: 18, 37').waitFor();

    const search = async (text: string) => {
      await page.getByRole('searchbox', { name: 'Title or id' }).fill(text);
      await page.getByRole('button', { name: 'Apply' }).click();
    };
    await search(`Import Fixture ${stamp}`);
    await page.getByText('48 in total').waitFor();
    await page.getByText(`AK-47 | Import Fixture ${stamp} 50`, { exact: true }).first().waitFor();
    await search(`Import Fixture ${stamp} 05`);
    await page.getByText(`AK-47 | Import Fixture ${stamp} 05, "Quoted"`, { exact: true }).first().waitFor();
    // Row 18 (the fixture's item 17) was skipped.
    await search(`Import Fixture ${stamp} 17`);
    await page.getByText('Nothing here.').waitFor();
  }, 180_000);
});
