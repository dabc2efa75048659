import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOperatorItem } from '../../../test/api-answers';
import { onePage, renderPageWithApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import CatalogPage from './catalog-page';

const item = (title: string, price: number) => ({
  title,
  type: 'Rifle',
  quality: null,
  exterior_name: null,
  hero: null,
  item_class: null,
  subcategory: null,
  price,
  old_price: null,
  is_new: false,
  image_kind: 'rifle',
  image_url: null,
  float_value: null,
  paint_seed: null,
  phase: null,
  stattrak: false,
  souvenir: false,
  inspect_link: null,
  trade_lock_until: null,
  steam_asset_id: null,
});
const preview = {
  status: 'OK',
  payload: {
    rows: [
      { row: 2, item: item('AK-47 | Imported', 12.5), errors: [] },
      { row: 3, item: null, errors: [{ field: 'price', message: 'Use at most 2 decimals' }] },
      { row: 4, item: null, errors: [{ field: 'title', message: 'Title is required' }] },
      { row: 5, item: item('M4A4 | Imported', 3), errors: [] },
    ],
    totals: { rows: 4, valid: 2, invalid: 2 },
  },
};
const CSV = 'title,type,price,image_kind\nAK-47 | Imported,Rifle,12.50,rifle\nBad,Rifle,10.999,rifle\n,Rifle,1,rifle\nM4A4 | Imported,Rifle,3,rifle\n';
const csvFile = (text = CSV, name = 'items.csv') => new File([text], name, { type: 'text/csv' });

function renderCatalog(extra: Record<string, unknown> = {}) {
  return renderPageWithApi(<CatalogPage />, '/operator/catalog', {
    'GET /api/operator/items': onePage([buildOperatorItem()]),
    'GET /api/items/subcategories': { status: 'OK', payload: [] },
    'POST /api/operator/items/import/preview': preview,
    ...extra,
  });
}

async function openDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Import CSV' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Import items from CSV' }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('back office: catalogue import dialog', () => {
  it('OPS-169: the dialog links the template, previews the chosen file with its bad rows highlighted and their messages, and says plainly which rows are skipped', async () => {
    const calls = renderCatalog();
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('link', { name: 'Download the template' })).toHaveAttribute('href', '/api/operator/items/import/template.csv');
    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile());
    expect(await within(dialog).findByText('4 rows: 2 valid, 2 invalid')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/operator/items/import/preview')?.body).toEqual({ csv: CSV });
    const table = within(dialog).getByRole('table', { name: 'Preview of the file' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveAttribute('data-invalid', 'true');
    expect(within(rows[1]!).getByText(/Use at most 2 decimals/)).toBeInTheDocument();
    expect(within(rows[2]!).getByText(/Title is required/)).toBeInTheDocument();
    expect(rows[0]).not.toHaveAttribute('data-invalid');
    expect(within(rows[0]!).getByText('AK-47 | Imported · €12.50')).toBeInTheDocument();
    expect(within(dialog).getByText(/Rows 3, 4 are invalid and will be skipped/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 2 items' })).toBeEnabled();
  }, 20_000);

  it('OPS-169: importing sends the file with skip_invalid, toasts the result, closes, and the list is asked again', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = renderCatalog({ 'POST /api/operator/items/import': { status: 'OK', message: 'Items imported: 2', payload: { imported: 2, ids: [31, 32], rows: [2, 5], skipped_rows: [3, 4] } } });
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile());
    const listCalls = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/operator/items').length;
    const before = listCalls();
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 items' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === '/api/operator/items/import')?.body).toEqual({ csv: CSV, skip_invalid: true });
    expect(success).toHaveBeenCalledWith('2 items imported, invalid rows skipped: 3, 4');
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  }, 20_000);

  it("OPS-169, OPS-163, OPS-164: a file-level refusal shows the API's message, a file over 2 MB is refused before it is sent, and nothing can be imported", async () => {
    const calls = renderCatalog({ 'POST /api/operator/items/import/preview': [422, { status: 'error', code: 'OPS_IMPORT_MISSING_COLUMNS', message: 'The file lacks required columns: price, image_kind.' }] });
    const { user, dialog } = await openDialog();
    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile('title,type\nA,B\n'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The file lacks required columns: price, image_kind.');
    expect(within(dialog).queryByRole('button', { name: /^Import/ })).toBeNull();
    const sent = calls.length;
    await user.upload(within(dialog).getByLabelText('CSV file'), csvFile('x'.repeat(2 * 1024 * 1024 + 1), 'big.csv'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A file may hold at most 2 MB and 5,000 rows of items');
    expect(calls.length).toBe(sent);
  }, 20_000);
});
