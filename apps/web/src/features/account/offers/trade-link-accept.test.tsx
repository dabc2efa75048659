import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../ui/toast';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { buildProfile } from '../../../test/api-answers';
import { OfferFlow } from './offer-flow';
import { buildOffer, buildOfferDetails } from './test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LINK = 'https://steamcommunity.com/tradeoffer/new/?partner=12345678&token=AbCdEf12';
const ok = (payload: unknown) => ({ status: 'OK', payload });

function open(tradeLink: string | null, accept: unknown) {
  let status = 'offer';
  const api = stubApi({
    '/api/offer/7': () => ok(buildOfferDetails(7, status, { service_price: 10 })),
    '/api/user/profile': ok(buildProfile({ steam_trade_link: tradeLink })),
    '/api/static-pages': { status: 'OK', payload: [] },
    'POST /api/offer/accept': typeof accept === 'function' ? (...args: unknown[]) => ((status = 'awaiting_item'), (accept as (...a: unknown[]) => unknown)(...args)) : accept,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/': <OfferFlow id={7} onClose={() => {}} /> }, '/');
  return { sent: (path: string) => api.calls.filter((c) => c.path === path) };
}

describe('OfferFlow: the accept step asks for the trade link (issue 47)', () => {
  it('OFFER-12: a seller without a trade link types it at the accept; a wrong one is refused at the field by the trade-link rule; a good one is sent with the accept', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const { sent } = open(null, () => ({ status: 'OK', message: 'Offer accepted successfully', payload: buildOffer(7, 'awaiting_item') }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer #7' });
    const step = await within(dialog).findByTestId('offer-trade-link-step');
    expect(step).toHaveTextContent('Before you accept, save your Steam trade link');
    expect(within(step).getByRole('link', { name: 'Or save it in your profile' })).toHaveAttribute('href', '/account/personal');
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    const field = within(step).getByLabelText('Steam trade link');
    await user.click(within(step).getByRole('button', { name: 'Save and accept' }));
    expect(await within(step).findByText('Please enter your Steam trade link (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…)')).toBeInTheDocument();
    await user.click(field);
    await user.paste('https://example.com/tradeoffer/new/?partner=1&token=x');
    await user.click(within(step).getByRole('button', { name: 'Save and accept' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(sent('/api/offer/accept')).toHaveLength(0);
    await user.clear(field);
    await user.click(field);
    await user.paste(LINK);
    await user.click(within(step).getByRole('button', { name: 'Save and accept' }));
    await waitFor(() => expect(sent('/api/offer/accept')).toHaveLength(1));
    expect(sent('/api/offer/accept')[0]?.body).toMatchObject({ id: 7, trade_link: LINK });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Offer accepted successfully'));
    expect(await within(dialog).findByTestId('offer-trade-notice')).toBeInTheDocument();
  }, 30_000);

  it('OFFER-12: a seller with a trade link saved accepts with one click, sending only the id', async () => {
    const user = userEvent.setup();
    const { sent } = open(LINK, () => ({ status: 'OK', message: 'Offer accepted successfully', payload: buildOffer(7, 'awaiting_item') }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer #7' });
    await waitFor(() => expect(sent('/api/user/profile').length).toBeGreaterThan(0));
    expect(within(dialog).queryByTestId('offer-trade-link-step')).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(sent('/api/offer/accept')).toHaveLength(1));
    expect(sent('/api/offer/accept')[0]?.body).toMatchObject({ id: 7 });
    expect(sent('/api/offer/accept')[0]?.body).not.toHaveProperty('trade_link');
  });

  it('OFFER-13: when the API answers OFFER_TRADE_LINK_MISSING, the accept asks for the link, with the way to the profile, and toasts the reason', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    const message = 'Save your Steam trade link in your profile before you accept: we send the trade offer for your skin to it.';
    open(LINK, [422, { status: 'error', code: 'OFFER_TRADE_LINK_MISSING', message, errors: { trade_link: ['Please enter your Steam trade link (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…)'] } }]);
    const dialog = await screen.findByRole('dialog', { name: 'Offer #7' });
    await user.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    const step = await within(dialog).findByTestId('offer-trade-link-step');
    expect(within(step).getByRole('link', { name: 'Or save it in your profile' })).toBeInTheDocument();
    await waitFor(() => expect(error).toHaveBeenCalledWith(message));
  });
});
