import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { OfferFlow } from './offer-flow';
import { buildOffer, buildOfferDetails } from './test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ok = (payload: unknown) => ({ status: 'OK', payload });
const trade = (extra: Record<string, unknown>) => ({ trade_offer_id: '5551234', url: 'https://steamcommunity.com/tradeoffer/5551234/', state: 'sent', state_at: 1_700_000_100, send_failed: false, can_resend: false, ...extra });

function open(details: Record<string, unknown>, resend: unknown = ok(buildOffer(7, 'awaiting_item'))) {
  const api = stubApi({
    '/api/offer/7': () => ok(buildOfferDetails(7, 'awaiting_item', { service_price: 10, ...details })),
    '/api/static-pages': { status: 'OK', payload: [] },
    'POST /api/offer/7/trade-offer': resend,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/': <OfferFlow id={7} onClose={() => {}} /> }, '/');
  return { sent: (path: string) => api.calls.filter((c) => c.path === path) };
}

describe('OfferFlow: the bot\'s Steam trade offer (issue 49)', () => {
  it.each([
    ['sent', 'We sent you a Steam trade offer for this item. Accept it in Steam.'],
    ['accepted', 'You accepted the trade offer: we received your item.'],
    ['declined', 'You declined the trade offer.'],
    ['expired', 'The trade offer expired.'],
    ['countered', 'You answered with a counter offer, which we do not accept: the trade offer was declined.'],
    ['cancelled', 'The trade offer was cancelled.'],
    ['reversed', 'The trade was reversed: the item went back to your Steam inventory.'],
  ])('TRADE-9: a %s trade offer is said in the seller\'s words, with its Steam link', async (state, text) => {
    open({ trade: trade({ state }) });
    const panel = await screen.findByTestId('offer-trade');
    expect(within(panel).getByTestId('offer-trade-state')).toHaveTextContent(text);
    expect(within(panel).getByRole('link', { name: 'Open the trade offer in Steam' })).toHaveAttribute('href', 'https://steamcommunity.com/tradeoffer/5551234/');
    expect(screen.queryByTestId('offer-trade-notice')).not.toBeInTheDocument();
  });

  it('TRADE-3, TRADE-9: a trade offer not sent yet says we retry, with no link', async () => {
    open({ trade: trade({ trade_offer_id: null, url: null, state: null, send_failed: true }) });
    expect(await screen.findByTestId('offer-trade-state')).toHaveTextContent('We could not send the trade offer yet; we will retry.');
    expect(screen.queryByRole('link', { name: 'Open the trade offer in Steam' })).not.toBeInTheDocument();
  });

  it('TRADE-5, TRADE-9: after a declined trade offer the seller sends it again; where it may not be sent again there is no button', async () => {
    const user = userEvent.setup();
    const { sent } = open({ trade: trade({ state: 'declined', can_resend: true }) });
    await user.click(await screen.findByRole('button', { name: 'Send the trade offer again' }));
    await waitFor(() => expect(sent('/api/offer/7/trade-offer')).toHaveLength(1));
    cleanup();
    open({ trade: trade({ state: 'expired', can_resend: false }) });
    await screen.findByTestId('offer-trade');
    expect(screen.queryByRole('button', { name: 'Send the trade offer again' })).not.toBeInTheDocument();
  });
});
