import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOperatorItem } from '../../../test/api-answers';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import CatalogPage from './catalog-page';

const item = buildOperatorItem;

function renderCatalog(extra: Record<string, unknown> = {}) {
  const api = stubApi({
    'GET /api/operator/items': { status: 'OK', payload: [item(), item({ id: 8, title: 'AWP | Asiimov', status: 'withdrawn' })], meta: { total: 2, pages: 1 } },
    'GET /api/items/subcategories': { status: 'OK', payload: [{ id: 2, name: 'Rifles', url: 'rifles' }] },
    ...extra,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/operator/catalog': <CatalogPage /> }, '/operator/catalog');
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('back office: catalogue screen', () => {
  it("OPS-79: the new item's form shows the contract's messages before any call, then sends the parsed body", async () => {
    const user = userEvent.setup();
    const api = renderCatalog({ 'POST /api/operator/items': { status: 'OK', message: 'Item created', payload: item({ id: 9, title: 'M4A4 | Howl' }) } });
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = screen.getByRole('dialog', { name: 'New item' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Price must be at least 0.01')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.type(within(dialog).getByLabelText('Title'), 'M4A4 | Howl');
    await user.type(within(dialog).getByLabelText('Type'), 'Rifle');
    await user.type(within(dialog).getByLabelText('Price (EUR)'), '99.90');
    await user.selectOptions(within(dialog).getByLabelText('Subcategory'), 'rifles');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'M4A4 | Howl', type: 'Rifle', price: 99.9, old_price: null, subcategory: 'rifles', image_kind: 'rifle', is_new: false });
  }, 20_000);

  it("OPS-61: a created item is toasted with the API's message", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    renderCatalog({ 'POST /api/operator/items': { status: 'OK', message: 'Item created', payload: item({ id: 9, title: 'M4A4 | Howl' }) } });
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = screen.getByRole('dialog', { name: 'New item' });
    await user.type(within(dialog).getByLabelText('Title'), 'M4A4 | Howl');
    await user.type(within(dialog).getByLabelText('Type'), 'Rifle');
    await user.type(within(dialog).getByLabelText('Price (EUR)'), '99.90');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith('Item created');
  }, 20_000);

  it('ART-3: the Image field refuses an address off the Steam allowlist before any call, previews the generated art, and sends a Steam address', async () => {
    const user = userEvent.setup();
    const steam = 'https://community.cloudflare.steamstatic.com/economy/image/abc123';
    const api = renderCatalog({ 'POST /api/operator/items': { status: 'OK', message: 'Item created', payload: item({ id: 9, image_url: steam, img_url: 'steam/9/rifle/m4a4-howl-1' }) } });
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = screen.getByRole('dialog', { name: 'New item' });
    await user.type(within(dialog).getByLabelText('Title'), 'M4A4 | Howl');
    await user.type(within(dialog).getByLabelText('Type'), 'Rifle');
    await user.type(within(dialog).getByLabelText('Price (EUR)'), '5');
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/img/items/rifle/m4a4-howl.svg');
    await user.type(within(dialog).getByLabelText('Image'), 'https://evil.example.com/economy/image/abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(/^Enter a Steam economy image address/)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(within(dialog).getByLabelText('Image'));
    await user.type(within(dialog).getByLabelText('Image'), steam);
    expect(within(dialog).getByText(/fetched once saved/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({ title: 'M4A4 | Howl', image_url: steam, image_kind: 'rifle' });
  }, 20_000);

  it('ART-3: editing an item with a Steam image previews the picture the shop serves for it', async () => {
    const user = userEvent.setup();
    renderCatalog({
      'GET /api/operator/items': { status: 'OK', payload: [item({ image_url: 'https://community.cloudflare.steamstatic.com/economy/image/abc', img_url: 'steam/7/rifle/ak-47-redline-1' })], meta: { total: 1, pages: 1 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit #7' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Image')).toHaveValue('https://community.cloudflare.steamstatic.com/economy/image/abc');
    expect(within(dialog).getByRole('img', { name: 'Image preview' })).toHaveAttribute('src', '/img/steam/7/rifle/ak-47-redline-1');
  }, 20_000);

  it('SKIN-13: editing a skin shows every skin field and the Steam asset id; what the operator leaves alone goes back unchanged, what they change is sent', async () => {
    const user = userEvent.setup();
    const skin = {
      float_value: 0.152345,
      paint_seed: 661,
      phase: 'Ruby',
      souvenir: true,
      stickers: [{ name: 'Crown (Foil)', slot: 2, wear: 0.1 }],
      charms: [{ name: 'Hot Howl', pattern: 9 }],
      inspect_link: 'steam://rungame/730/x',
      trade_lock_until: '2030-01-02T03:04:05.678Z',
      steam_asset_id: '38350177019',
    };
    const api = renderCatalog({
      'GET /api/operator/items': { status: 'OK', payload: [item(skin)], meta: { total: 1, pages: 1 } },
      'PUT /api/operator/items/7': { status: 'OK', message: 'Item saved', payload: item(skin) },
    });
    const open = async () => {
      await user.click(await screen.findByRole('button', { name: 'Edit #7' }));
      return screen.getByRole('dialog');
    };
    let dialog = await open();
    expect(within(dialog).getByLabelText('Float (0 to 1, empty: none)')).toHaveValue('0.152345');
    expect(within(dialog).getByLabelText('Pattern (0 to 1000, empty: none)')).toHaveValue('661');
    expect(within(dialog).getByLabelText('StatTrak™ / Souvenir')).toHaveValue('souvenir');
    expect(within(dialog).getByLabelText('Sticker 1: name')).toHaveValue('Crown (Foil)');
    expect(within(dialog).getByLabelText("Steam asset id (the item in the trade bot's inventory)")).toHaveValue('38350177019');
    await user.clear(within(dialog).getByLabelText('Price (EUR)'));
    await user.type(within(dialog).getByLabelText('Price (EUR)'), '11');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ ...skin, stattrak: false, price: 11 });

    dialog = await open();
    await user.clear(within(dialog).getByLabelText('Float (0 to 1, empty: none)'));
    await user.type(within(dialog).getByLabelText('Float (0 to 1, empty: none)'), '0,5');
    await user.selectOptions(within(dialog).getByLabelText('StatTrak™ / Souvenir'), 'stattrak');
    await user.selectOptions(within(dialog).getByLabelText('Phase'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Add a sticker' }));
    await user.type(within(dialog).getByLabelText('Sticker 2: name'), 'Titan (Holo)');
    await user.clear(within(dialog).getByLabelText('Charm (empty: none)'));
    await user.clear(within(dialog).getByLabelText('Charm pattern'));
    await user.clear(within(dialog).getByLabelText('Trade lock until (empty: tradable now)'));
    await user.clear(within(dialog).getByLabelText("Steam asset id (the item in the trade bot's inventory)"));
    await user.type(within(dialog).getByLabelText("Steam asset id (the item in the trade bot's inventory)"), '999');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'PUT')[1]?.body).toMatchObject({
      float_value: 0.5,
      stattrak: true,
      souvenir: false,
      phase: null,
      stickers: [
        { name: 'Crown (Foil)', slot: 2, wear: 0.1 },
        { name: 'Titan (Holo)', slot: 0, wear: 0 },
      ],
      charms: [],
      trade_lock_until: null,
      steam_asset_id: '999',
    });
  }, 30_000);

  it("SKIN-13: bad skin fields show the contract's messages by their fields before any call", async () => {
    const user = userEvent.setup();
    const api = renderCatalog();
    await user.click(await screen.findByRole('button', { name: 'Edit #7' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Float (0 to 1, empty: none)'), '1.5');
    await user.type(within(dialog).getByLabelText('Pattern (0 to 1000, empty: none)'), '1001');
    await user.type(within(dialog).getByLabelText('Inspect link (steam://...)'), 'https://example.com');
    await user.type(within(dialog).getByLabelText("Steam asset id (the item in the trade bot's inventory)"), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Add a sticker' }));
    await user.type(within(dialog).getByLabelText('Charm pattern'), '5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const message of [
      'Float must be between 0 and 1',
      'Pattern must be a whole number from 0 to 1000',
      'The inspect link must start with steam://',
      "The Steam asset id is a number of up to 20 digits (the item in the trade bot's inventory), or empty",
      'A sticker needs a name of up to 120 characters',
      'A charm needs a name of up to 120 characters',
    ])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  }, 30_000);

  it("OPS-79: the API's field message lands on its field", async () => {
    const user = userEvent.setup();
    renderCatalog({ 'POST /api/operator/items': [422, { status: 'error', message: 'This subcategory does not exist.', errors: { title: ['Taken by the server'] } }] });
    await user.click(await screen.findByRole('button', { name: 'New item' }));
    const dialog = screen.getByRole('dialog', { name: 'New item' });
    await user.type(within(dialog).getByLabelText('Title'), 'X');
    await user.type(within(dialog).getByLabelText('Type'), 'Rifle');
    await user.type(within(dialog).getByLabelText('Price (EUR)'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Taken by the server')).toBeInTheDocument();
  }, 20_000);

  it('OPS-79: withdraw and restore ask first; the chosen items get the bulk price change', async () => {
    const user = userEvent.setup();
    const api = renderCatalog({
      'POST /api/operator/items/7/withdraw': { status: 'OK', message: 'Item withdrawn', payload: item({ status: 'withdrawn' }) },
      'POST /api/operator/items/bulk-price': { status: 'OK', message: 'Prices changed: 1', payload: { changed: 1, ids: [7] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw #7' }));
    const confirm = screen.getByRole('dialog', { name: 'Withdraw item #7?' });
    expect(confirm).toHaveTextContent('"AK-47 | Redline" leaves the shop at once');
    await user.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/operator/items/7/withdraw')).toBe(true));
    expect(screen.getByRole('button', { name: 'Restore #8' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select #7' }));
    await user.click(screen.getByRole('button', { name: 'Change prices' }));
    const bulk = screen.getByRole('dialog', { name: 'Change prices by a percentage' });
    await user.click(within(bulk).getByRole('button', { name: 'Apply' }));
    expect(within(bulk).getByText('Enter a change between -99 and +1000 percent, not 0')).toBeInTheDocument();
    await user.type(within(bulk).getByLabelText('Change in percent (e.g. -10)'), '-10');
    await user.click(within(bulk).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(api.calls.find((c) => c.path === '/api/operator/items/bulk-price')?.body).toMatchObject({ percent: -10, ids: [7] }));
  }, 20_000);
});
