import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../app/session-store';
import { renderRoutes, stubApi } from '../../test/render-routes';
import PackPage from './pack-page';
import { buildProfile, buildSettings } from '../../test/api-answers';

const pack = {
  id: 3,
  title: 'Starter Pack',
  description: 'A few solid skins.',
  img_url: 'items/a.svg',
  price: 25,
  items_total: 30,
  available: true,
  items: [
    { id: 1, title: 'AK-47 | Redline', img_url: 'items/a.svg', quality: 'Classified', type: 'Rifle', price: 10 },
    { id: 2, title: 'AWP | Asiimov', img_url: 'items/b.svg', quality: 'Covert', type: 'Sniper', price: 20 },
  ],
};
const TRADE = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=x';

function setup(overrides: Record<string, unknown> = {}) {
  const api = stubApi({
    '/api/packs/3': { status: 'OK', payload: pack },
    '/api/user/profile': { status: 'OK', payload: buildProfile({ id: 7, balance: 40, steam_trade_link: TRADE }) },
    '/api/settings': { status: 'OK', payload: buildSettings() },
    ...overrides,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const view = renderRoutes({ '/packs/:id': <PackPage /> }, '/packs/3');
  return { ...view, calls: api.calls };
}

afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

describe('PackPage', () => {
  it('PACK-WEB-2: shows the skins, the price against the skins bought separately and the saving', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Starter Pack' })).toBeInTheDocument();
    expect(screen.getByText('AK-47 | Redline')).toBeInTheDocument();
    expect(screen.getByText('€25.00')).toBeInTheDocument();
    expect(screen.getAllByText('€30.00')[0]!.tagName).toBe('S');
    expect(screen.getByText('You save €5.00')).toBeInTheDocument();
  });

  it('PACK-WEB-2: a sold-out pack says so and offers no Buy pack; an unknown pack shows the server message', async () => {
    setup({ '/api/packs/3': { status: 'OK', payload: { ...pack, available: false } } });
    expect(await screen.findByText('This pack is no longer available: one of its skins has been sold.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy pack' })).not.toBeInTheDocument();
    cleanup();
    setup({ '/api/packs/3': [404, { status: 'error', message: 'This pack does not exist.' }] });
    expect(await screen.findByText('This pack does not exist.')).toBeInTheDocument();
  });

  it('PACK-WEB-3: a guest pressing Buy pack goes to sign-in and comes back', async () => {
    const user = userEvent.setup();
    const { router, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Buy pack' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe(`?form=signin&redirect=${encodeURIComponent('/packs/3')}`);
    expect(calls.some((c) => c.path === '/api/purchase/pack')).toBe(false);
  });

  it('PACK-WEB-3: a signed-in buyer pays once however often they click, with the profile trade link, and lands on the success page', async () => {
    sessionStore.signIn();
    const user = userEvent.setup();
    let release: () => void = () => {};
    const buy = vi.fn(async () => {
      await new Promise<void>((r) => (release = r));
      return { status: 'OK', message: 'Pack purchased successfully', balance: 15, payload: { order_id: 9 } };
    });
    const { router, calls } = setup({ 'POST /api/purchase/pack': buy });
    expect(await screen.findByDisplayValue(TRADE)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Buy pack' });
    await user.click(button);
    await user.click(button);
    await waitFor(() => expect(buy).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/success-payment'));
    expect(router.state.location.search).toBe('?type=other');
    expect(calls.find((c) => c.path === '/api/purchase/pack')?.body).toMatchObject({ pack_id: 3, trade_url: TRADE, idempotencyKey: expect.any(String) });
  });

  it("PACK-WEB-3: a short balance shows the server's message and stays on the page", async () => {
    sessionStore.signIn();
    const user = userEvent.setup();
    const { router } = setup({ 'POST /api/purchase/pack': [422, { status: 'error', code: 'CHECKOUT_INSUFFICIENT_BALANCE', message: 'Insufficient balance. You have: €5.00 required: €25.00' }] });
    await screen.findByDisplayValue(TRADE);
    await user.click(screen.getByRole('button', { name: 'Buy pack' }));
    expect((await screen.findAllByText('Insufficient balance. You have: €5.00 required: €25.00')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/packs/3');
  });
});
