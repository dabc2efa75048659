import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import RequestSkinPage from './request-skin-page';
import { buildProfile, buildSettings } from '../../test/api-answers';

function setup(overrides: Record<string, unknown> = {}) {
  const api = stubApi({
    '/api/prompts': { status: 'OK', payload: [], meta: { fee: 2 } },
    '/api/user/profile': { status: 'OK', payload: buildProfile({ id: 7, balance: 1 }) },
    '/api/settings': { status: 'OK', payload: buildSettings() },
    'POST /api/prompts': { status: 'OK', payload: { id: 41, title: 'AWP', quality: 'factory_new', max_price: 100, fee: 2, status: 'unpaid', order_id: null, created_at: 1 } },
    ...overrides,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const view = renderRoutes({ '/request-skin': <RequestSkinPage /> }, '/request-skin');
  return { ...view, calls: api.calls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Skin name'), 'AWP | Dragon Lore');
  await user.selectOptions(screen.getByLabelText('Quality'), 'factory_new');
  await user.type(screen.getByLabelText('Maximum price (EUR)'), '100');
  await user.type(screen.getByLabelText('Steam trade link'), 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=x');
}

describe('RequestSkinPage', () => {
  it('PROMPT-WEB-1: an empty form shows the rules in order and sends nothing', async () => {
    const user = userEvent.setup();
    const { calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Pay €2.00 from balance' }));
    for (const text of ['Skin name is required', 'Quality is required', 'Maximum price is required', 'Steam trade link is required']) expect(screen.getByText(text)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('PROMPT-WEB-1: a short balance shows the message; the retry pays the same request instead of placing another, then goes to the order history', async () => {
    const user = userEvent.setup();
    let paid = 0;
    const pay = vi.fn((_body: unknown) => (++paid === 1 ? [422, { status: 'error', message: 'Insufficient balance. You have: €1.00 required: €2.00' }] : { status: 'OK', message: 'sent', balance: 0, payload: { order_id: 5 } }));
    const { calls, router } = setup({ 'POST /api/purchase/prompt': pay });
    await screen.findByRole('button', { name: 'Pay €2.00 from balance' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay €2.00 from balance' }));
    expect((await screen.findAllByText('Insufficient balance. You have: €1.00 required: €2.00')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Pay €2.00 from balance' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/orders'));
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/prompts')).toHaveLength(1);
    expect(calls.find((c) => c.path === '/api/prompts' && c.method === 'POST')?.body).toMatchObject({ title: 'AWP | Dragon Lore', quality: 'factory_new', max_price: 100 });
    expect(pay.mock.calls.map((c) => c[0])).toEqual([expect.objectContaining({ prompt_id: 41 }), expect.objectContaining({ prompt_id: 41 })]);
  });
});
