import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { buildProfile } from '../../../test/api-answers';
import { OfferFlow } from './offer-flow';
import { SellFlow } from './sell-flow';
import { buildOffer, buildOfferDetails } from './test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function openSell() {
  const api = stubApi({ 'POST /api/offer/create': { status: 'OK', id: 5, message: 'ok', payload: buildOffer(5, 'pending') } });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/': <SellFlow onClose={() => {}} /> }, '/');
  return { creates: () => api.calls.filter((c) => c.path === '/api/offer/create') };
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, quality: string) {
  await user.type(within(dialog).getByLabelText('Skin name'), 'AK-47 | Redline');
  await user.type(within(dialog).getByLabelText('Price (EUR)'), '25');
  await user.selectOptions(within(dialog).getByLabelText('Quality'), quality);
  await user.click(within(dialog).getByLabelText('Steam inventory link'));
  await user.paste('https://steamcommunity.com/id/seller/inventory');
}

describe('the sell form and the offer carry the skin’s float, pattern and stickers (issue 47)', () => {
  it('OFFER-14, OFFER-15, OFFER-16: a float outside the exterior, a pattern out of range and two stickers in one slot are told at their fields; fixed, they are sent', async () => {
    const user = userEvent.setup();
    const { creates } = openSell();
    const dialog = screen.getByRole('dialog', { name: 'Sell skins' });
    await fillRequired(user, dialog, 'factory_new');
    await user.type(within(dialog).getByLabelText('Float (wear, 0–1)'), '0,2');
    await user.type(within(dialog).getByLabelText('Pattern (paint seed, 0–1000)'), '1001');
    await user.click(within(dialog).getByRole('button', { name: 'Add a sticker' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a sticker' }));
    await user.type(within(dialog).getByLabelText('Sticker 1 name'), 'Crown (Foil)');
    await user.type(within(dialog).getByLabelText('Sticker 2 name'), 'Titan');
    await user.selectOptions(within(dialog).getByLabelText('Sticker 1 slot'), '2');
    await user.selectOptions(within(dialog).getByLabelText('Sticker 2 slot'), '2');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(/This float does not match the chosen quality/)).toBeInTheDocument();
    expect(within(dialog).getByText('Pattern must be a whole number from 0 to 1000')).toBeInTheDocument();
    expect(within(dialog).getByText('One sticker per slot')).toBeInTheDocument();
    expect(creates()).toHaveLength(0);
    await user.clear(within(dialog).getByLabelText('Float (wear, 0–1)'));
    await user.type(within(dialog).getByLabelText('Float (wear, 0–1)'), '0.01234567');
    await user.clear(within(dialog).getByLabelText('Pattern (paint seed, 0–1000)'));
    await user.type(within(dialog).getByLabelText('Pattern (paint seed, 0–1000)'), '661');
    await user.selectOptions(within(dialog).getByLabelText('Sticker 2 slot'), '');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]?.body).toMatchObject({ float: '0.01234567', pattern: '661', stickers: [{ name: 'Crown (Foil)', slot: 2 }, { name: 'Titan', slot: null }] });
  }, 30_000);

  it('OFFER-14, OFFER-15, OFFER-16: the seller’s offer page shows the float, the pattern and the stickers with their slots', async () => {
    const api = stubApi({
      '/api/offer/7': { status: 'OK', payload: buildOfferDetails(7, 'pending', { float: 0.01234567, pattern: 661, stickers: [{ name: 'Crown (Foil)', slot: 2 }, { name: 'Titan', slot: null }] }) },
      '/api/user/profile': { status: 'OK', payload: buildProfile() },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/': <OfferFlow id={7} onClose={() => {}} /> }, '/');
    const dialog = await screen.findByRole('dialog', { name: 'Offer #7' });
    expect(await within(dialog).findByTestId('offer-skin')).toHaveTextContent('Float (wear, 0–1): 0.01234567 · Pattern (paint seed, 0–1000): 661');
    expect(within(dialog).getByTestId('offer-stickers')).toHaveTextContent('Stickers: Crown (Foil) (slot 2), Titan');
  });
});
