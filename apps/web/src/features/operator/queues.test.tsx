import '../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onePage, renderPageWithApi as open } from '../../test/render-routes';
import { toast } from '../../ui/toast';
import DeliveriesPage from './deliveries/deliveries-page';
import OffersPage from './offers/offers-page';
import PayoutsPage from './payouts/payouts-page';
import PromptsPage from './prompts/prompts-page';
import { operatorOffer, operatorPayout } from './test-data';

const offer = operatorOffer;
const payout = operatorPayout;
const prompt = { id: 8, title: 'AWP | Dragon Lore', quality: 'factory_new', max_price: 10, fee: 2, status: 'requested', order_id: 4, created_at: 1_900_000_000, user_id: 3, email: 'buyer@example.com', note: null, fulfilled_order_id: null };
const tradeUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc';
const fixedUrl = 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=fixed';
const delivery = { id: 31, user_id: 3, email: 'buyer@example.com', trade_url: tradeUrl, attempt_trade_url: tradeUrl, next_trade_url: fixedUrl, payment_method: 'balance', total: 20, reason: 'Declined', attempt: 1, failed_at: 1_900_000_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the back office queues', () => {
  it("OPS-50: the offers queue shows an offer's history, quotes it after confirmation, and shows a refusal's message in the dialog", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const calls = open(<OffersPage />, '/operator/offers?status=pending', {
      '/api/operator/offers': onePage([offer]),
      '/api/operator/offers/12/events': { status: 'OK', payload: [{ id: 1, from_status: null, to_status: 'pending', actor: 'user:3', at: '2030-03-17T17:46:40.000Z' }] },
      'POST /api/operator/offers/12/quote': () => (refuse ? [409, { status: 'error', message: 'This offer is offer: it cannot be quoted now.' }] : { status: 'OK', message: 'Offer quoted', payload: { ...offer, status: 'offer', service_price: 20 } }),
    });
    const row = within(await screen.findByRole('table', { name: 'Offers' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('seller@example.com');
    expect(row).toHaveTextContent('Field-Tested');
    expect(row).toHaveTextContent('Asked €25.50');
    expect(within(row).queryByRole('button', { name: 'Mark received #12' })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'History #12' }));
    const history = await screen.findByRole('dialog', { name: 'Offer #12' });
    expect(await within(history).findByText('— → pending by user:3')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(row).getByRole('button', { name: 'Quote #12' }));
    const dialog = screen.getByRole('dialog', { name: 'Quote offer #12' });
    await user.type(within(dialog).getByLabelText('Price (EUR)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Quote' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This offer is offer: it cannot be quoted now.');
    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Quote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ price: '20' }, { price: '20' }]);
  });

  it("OFFER-14, OFFER-15, OFFER-16: the offers queue shows the skin's float, pattern and stickers as the seller gave them", async () => {
    open(<OffersPage />, '/operator/offers', {
      '/api/operator/offers': onePage([{ ...offer, float: 0.01234567, pattern: 661, stickers: [{ name: 'Crown (Foil)', slot: 2 }, { name: 'Titan', slot: null }] }]),
    });
    const row = within(await screen.findByRole('table', { name: 'Offers' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Float 0.01234567');
    expect(row).toHaveTextContent('Pattern 661');
    expect(row).toHaveTextContent('Stickers: Crown (Foil) (slot 2), Titan');
  });

  it('OPS-51: the payouts queue shows a bank payout’s IBAN and holder on demand, and fails a payout only with a reason', async () => {
    const user = userEvent.setup();
    const calls = open(<PayoutsPage />, '/operator/payouts?status=processing', {
      '/api/operator/payouts': onePage([payout]),
      '/api/operator/payouts/5/bank-details': { status: 'OK', payload: { payout_id: 5, offer_id: 12, amount: 20, currency: 'EUR', iban: 'DE89370400440532013000', holder_name: 'Ann Seller' } },
      'POST /api/operator/payouts/5/fail': { status: 'OK', message: 'Payout failed', payload: { ...payout, status: 'failed', message: 'IBAN closed' } },
    });
    const row = within(await screen.findByRole('table', { name: 'Payouts' })).getAllByRole('row')[1]!;
    expect(calls.some((c) => c.path.endsWith('/bank-details'))).toBe(false);
    await user.click(within(row).getByRole('button', { name: 'Show bank details #5' }));
    const details = await screen.findByRole('dialog', { name: 'Bank details of payout #5' });
    expect(await within(details).findByText('DE89 3704 0044 0532 0130 00')).toBeInTheDocument();
    expect(within(details).getByText('Ann Seller')).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(within(row).getByRole('button', { name: 'Fail #5' }));
    const dialog = screen.getByRole('dialog', { name: 'Fail payout #5' });
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));
    expect(within(dialog).getByText('Reason for the seller is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Reason for the seller'), 'IBAN closed');
    await user.click(within(dialog).getByRole('button', { name: 'Fail' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/operator/payouts/5/fail', body: { message: 'IBAN closed' } });
  });

  it('DELIV-5, DELIV-10: the failed-delivery queue shows the reason and the links, retries after confirmation and refunds to the balance only with a reason', async () => {
    const user = userEvent.setup();
    const detail = { id: 31, user_id: 3, email: 'buyer@example.com', trade_url: delivery.trade_url, kind: 'product', status: 'processing', payment_method: 'balance', total: 20, created_at: 1_900_000_000, refunded: null, refunded_at: null, refund_reason: null, refunded_to: null };
    const order = { status: 'OK', message: 'Done', payload: { ...detail, subtotal: 20, promo_discount: 0, vat: 0, items: [], payments: [], events: [], dispute: null, trade: null } };
    const calls = open(<DeliveriesPage />, '/operator/deliveries', {
      '/api/operator/deliveries': onePage([delivery]),
      'POST /api/operator/deliveries/31/retry': order,
      'POST /api/operator/deliveries/31/refund': order,
    });
    const row = within(await screen.findByRole('table', { name: 'Failed deliveries' })).getAllByRole('row')[1]!;
    expect(within(row).getByText('Declined')).toBeInTheDocument();
    expect(within(row).getByText('Attempt 1')).toBeInTheDocument();
    // DELIV-10: the link the failed offer went to, and the buyer's new one the retry sends to.
    expect(within(row).getByText(`Offer sent to: ${tradeUrl}`)).toBeInTheDocument();
    expect(within(row).getByText('The buyer saved a new trade link')).toBeInTheDocument();
    expect(within(row).getByText(`Retry sends to: ${fixedUrl}`)).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Retry delivery #31' }));
    const retry = screen.getByRole('dialog', { name: 'Retry the delivery of order #31' });
    expect(within(retry).getByText(new RegExp(`sent to ${fixedUrl.replace(/[?.]/g, '\\$&')}`))).toBeInTheDocument();
    await user.click(within(retry).getByRole('button', { name: 'Retry delivery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/operator/deliveries/31/retry' });

    await user.click(within(row).getByRole('button', { name: 'Refund to balance #31' }));
    const refund = screen.getByRole('dialog', { name: 'Refund order #31 to the balance' });
    await user.click(within(refund).getByRole('button', { name: 'Refund to balance' }));
    expect(within(refund).getByText('Reason for the customer is required')).toBeInTheDocument();
    await user.type(within(refund).getByLabelText('Reason for the customer'), 'Trade link private');
    await user.click(within(refund).getByRole('button', { name: 'Refund to balance' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').at(-1)).toMatchObject({ path: '/api/operator/deliveries/31/refund', body: { reason: 'Trade link private' } });
  });

  it('OPS-52: the skin requests queue fulfils a request with a catalogue item id and refuses one with an optional note', async () => {
    const user = userEvent.setup();
    const calls = open(<PromptsPage />, '/operator/prompts', {
      '/api/operator/prompts': onePage([prompt]),
      'POST /api/operator/prompts/8/fulfil': { status: 'OK', message: 'Skin request fulfilled', payload: { ...prompt, status: 'fulfilled' } },
      'POST /api/operator/prompts/8/refuse': { status: 'OK', message: 'Skin request refused', payload: { ...prompt, status: 'refused' } },
    });
    const row = within(await screen.findByRole('table', { name: 'Skin requests' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('Up to €10.00');
    await user.click(within(row).getByRole('button', { name: 'Fulfil #8' }));
    const fulfil = screen.getByRole('dialog', { name: 'Fulfil skin request #8' });
    await user.type(within(fulfil).getByLabelText('Catalogue item id'), '77');
    await user.click(within(fulfil).getByRole('button', { name: 'Fulfil' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(row).getByRole('button', { name: 'Refuse #8' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Refuse skin request #8' })).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/api/operator/prompts/8/fulfil', { item_id: '77' }],
      ['/api/operator/prompts/8/refuse', {}],
    ]);
  });

  it("DELIV-5: a retry and a refund are toasted with the screen's own text, as the API's answer has no message", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const detail = { id: 31, user_id: 3, email: 'buyer@example.com', trade_url: fixedUrl, kind: 'product', status: 'processing', payment_method: 'balance', total: 20, created_at: 1_900_000_000, refunded: null, refunded_at: null, refund_reason: null, refunded_to: null };
    const order = { status: 'OK', payload: { ...detail, subtotal: 20, promo_discount: 0, vat: 0, items: [], payments: [], events: [], dispute: null, trade: null } };
    open(<DeliveriesPage />, '/operator/deliveries', { '/api/operator/deliveries': onePage([delivery]), 'POST /api/operator/deliveries/31/retry': order, 'POST /api/operator/deliveries/31/refund': order });
    const row = within(await screen.findByRole('table', { name: 'Failed deliveries' })).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: 'Retry delivery #31' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Retry delivery' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(row).getByRole('button', { name: 'Refund to balance #31' }));
    const refund = screen.getByRole('dialog');
    await user.type(within(refund).getByLabelText('Reason for the customer'), 'Trade link private');
    await user.click(within(refund).getByRole('button', { name: 'Refund to balance' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success.mock.calls).toEqual([['Delivery of order #31 retried: a new trade offer is on its way'], ['Order #31 refunded to the balance']]);
  });

  it("OPS-51: a completed payout is still toasted with the API's message", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    open(<PayoutsPage />, '/operator/payouts', {
      '/api/operator/payouts': onePage([payout]),
      'POST /api/operator/payouts/5/complete': { status: 'OK', message: 'Payout completed', payload: { ...payout, status: 'approved' } },
    });
    const row = within(await screen.findByRole('table', { name: 'Payouts' })).getAllByRole('row')[1]!;
    await user.click(within(row).getByRole('button', { name: 'Complete #5' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Complete' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Payout completed'));
  });

  it('OPS-51: a long unbroken failure reason wraps inside its bounded cell instead of widening the table past its card', async () => {
    const reason = 'IBAN_'.repeat(120);
    open(<PayoutsPage />, '/operator/payouts', { '/api/operator/payouts': onePage([{ ...payout, status: 'failed', message: reason }]) });
    const row = within(await screen.findByRole('table', { name: 'Payouts' })).getAllByRole('row')[1]!;
    expect(within(row).getByText(reason)).toHaveClass('block', '[overflow-wrap:anywhere]', 'max-w-xs');
  });

  it("OPS-122: an offer's history gives the seller's trade link, or says they have none", async () => {
    const user = userEvent.setup();
    const tradeLink = 'https://steamcommunity.com/tradeoffer/new/?partner=3&token=seller';
    open(<OffersPage />, '/operator/offers', {
      '/api/operator/offers': onePage([{ ...offer, status: 'awaiting_item', user_trade_link: tradeLink }, { ...offer, id: 13 }]),
      '/api/operator/offers/12/events': { status: 'OK', payload: [] },
      '/api/operator/offers/13/events': { status: 'OK', payload: [] },
    });
    const table = await screen.findByRole('table', { name: 'Offers' });
    await user.click(within(table).getByRole('button', { name: 'History #12' }));
    expect(within(await screen.findByRole('dialog', { name: 'Offer #12' })).getByTestId('offer-trade-link')).toHaveAttribute('href', tradeLink);
    await user.keyboard('{Escape}');
    await user.click(within(table).getByRole('button', { name: 'History #13' }));
    expect(within(await screen.findByRole('dialog', { name: 'Offer #13' })).getByTestId('offer-trade-link')).toHaveTextContent('The seller has not saved a Steam trade link yet');
  });

  it("OPS-50: a long unbroken offer title wraps inside its bounded cell, in the table and in the offer's history", async () => {
    const user = userEvent.setup();
    const title = 'Dragon'.repeat(80);
    const reason = 'Nope'.repeat(100);
    open(<OffersPage />, '/operator/offers', { '/api/operator/offers': onePage([{ ...offer, title, reason }]), '/api/operator/offers/12/events': { status: 'OK', payload: [] } });
    const row = within(await screen.findByRole('table', { name: 'Offers' })).getAllByRole('row')[1]!;
    expect(within(row).getByText(title)).toHaveClass('block', '[overflow-wrap:anywhere]', 'max-w-xs');
    await user.click(within(row).getByRole('button', { name: 'History #12' }));
    const history = screen.getByRole('dialog', { name: 'Offer #12' });
    expect(within(history).getByText(`Reason given: ${reason}`).parentElement).toHaveClass('[overflow-wrap:anywhere]');
  });
});
