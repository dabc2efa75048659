import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { leaveForPayment } from '../topup-flow';
import { OfferFlow } from './offer-flow';
import { buildOffer, buildOfferDetails } from './test-data';
import { buildProfile } from '../../../test/api-answers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const profile = {
  id: 1,
  name: 'Ana',
  surname: 'Silva',
  email: 'ana@example.com',
  phone: '+351912345678',
  balance: 0,
  country: 1,
  city: 'Lisbon',
  address: 'Rua 1',
  post_code: '1100',
  steam_trade_link: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=a',
};

/** Opens the flow on offer 7; `details` answers GET /offer/7 (a function is asked each time). */
function open(details: unknown, more: Record<string, unknown> = {}) {
  const api = stubApi({
    '/api/offer/7': details,
    '/api/user/profile': { status: 'OK', payload: buildProfile(profile) },
    '/api/countries': { status: 'OK', payload: [{ id: 1, title: 'Portugal', iso: 'pt', name: 'Portugal' }] },
    '/api/static-pages': { status: 'OK', payload: [] },
    ...more,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/': <OfferFlow id={7} onClose={() => {}} /> }, '/');
  return { sent: (path: string) => api.calls.filter((c) => c.path === path), calls: api.calls };
}
const ok = (payload: unknown) => ({ status: 'OK', payload });

/** From ready_for_payout through the contact step (prefilled) to the method step. */
async function toMethodStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Request Payout' }));
  const contact = await screen.findByRole('dialog', { name: 'Contact information' });
  await waitFor(() => expect(within(contact).getByLabelText('First name')).toHaveValue('Ana'));
  await user.click(within(contact).getByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'Choose a payout method' });
}

describe('OfferFlow: offerDetails (spec §2, §4)', () => {
  it("OFFER-WEB-3: the desired price, 'Awaiting the shop's price', the status and its timeline", async () => {
    open(ok(buildOfferDetails(7, 'pending')));
    const dialog = await screen.findByRole('dialog', { name: 'Offer #7' });
    expect(await within(dialog).findByText('€12.50')).toBeInTheDocument();
    expect(within(dialog).getByText("Awaiting the shop's price")).toBeInTheDocument();
    expect(within(dialog).getAllByText('Pending review')).toHaveLength(2);
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Request Payout' })).not.toBeInTheDocument();
  });

  it('OPS-27: a rejected offer shows the reason from the shop', async () => {
    open(ok(buildOfferDetails(7, 'failed', { reason: 'Not tradable for 7 days' })));
    const dialog = await screen.findByRole('dialog', { name: 'Offer #7' });
    expect(await within(dialog).findByTestId('offer-reason')).toHaveTextContent('Reason from the shop' + 'Not tradable for 7 days');
    // Closed without a quote: no price is awaited any more.
    expect(within(dialog).queryByText("Awaiting the shop's price")).not.toBeInTheDocument();
    expect(within(dialog).getByText('—')).toBeInTheDocument();
  });

  it('OFFER-WEB-3: an accepted offer (awaiting the item) says how the skin reaches the shop', async () => {
    open(ok(buildOfferDetails(7, 'awaiting_item', { service_price: 10 })));
    const dialog = await screen.findByRole('dialog', { name: 'Offer #7' });
    expect(await within(dialog).findByTestId('offer-trade-notice')).toHaveTextContent(
      'We will send you a Steam trade offer for this skin, to the trade link in your profile. Accept it in Steam: once the skin has reached us, you can request your payout.',
    );
  });

  it('OFFER-WEB-4: an answer refused because the offer moved on (409) shows the offer as it is now', async () => {
    const user = userEvent.setup();
    let details = ok(buildOfferDetails(7, 'offer', { service_price: 10 }));
    open(() => details, { 'POST /api/offer/accept': [409, { status: 'error', code: 'OFFER_TRANSITION', message: 'This offer is awaiting item: it cannot be accepted now.' }] });
    const dialog = await screen.findByRole('dialog', { name: 'Offer #7' });
    details = ok(buildOfferDetails(7, 'awaiting_item', { service_price: 10 }));
    await user.click(await within(dialog).findByRole('button', { name: 'Accept' }));
    expect(await within(dialog).findByTestId('offer-trade-notice')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it('OPS-27: after a failed payout the offer lists it with its message and offers Request Payout again', async () => {
    const failed = { method: 'multibanco', status: 'failed', account_last4: null, message: 'reference expired', release_at: null, created_at: 1_700_000_100 };
    const retried = { method: 'sepa', status: 'processing', account_last4: '3000', message: null, release_at: null, created_at: 1_700_000_200 };
    open(ok(buildOfferDetails(7, 'ready_for_payout', { service_price: 10, payout: failed, payouts: [failed] })));
    const dialog = await screen.findByRole('dialog', { name: 'Offer #7' });
    expect(await within(dialog).findByTestId('offer-payout')).toHaveTextContent('Multibanco · Payout failedreference expired');
    expect(within(dialog).getByRole('button', { name: 'Request Payout' })).toBeInTheDocument();
    cleanup();
    open(ok(buildOfferDetails(7, 'payout_processing', { service_price: 10, payout: retried, payouts: [failed, retried] })));
    const again = await screen.findByRole('dialog', { name: 'Offer #7' });
    const rows = await within(again).findAllByTestId('offer-payout');
    expect(rows.map((r) => r.textContent)).toEqual(['Multibanco · Payout failedreference expired', expect.stringContaining('ending 3000')]);
    expect(within(again).getByText('Payouts')).toBeInTheDocument();
  });

  it("OFFER-WEB-3: an unknown offer shows 'Offer details not found'", async () => {
    open([404, { status: 'error', code: 'OFFER_NOT_FOUND', message: 'Offer details not found' }]);
    expect(await screen.findByText('Offer details not found')).toBeInTheDocument();
  });

  it("OFFER-WEB-4: Accept sends the id, toasts 'Offer accepted successfully' and refetches the offer", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    let status = 'offer';
    const { sent } = open(() => ok(buildOfferDetails(7, status, { service_price: 10 })), {
      'POST /api/offer/accept': () => ((status = 'awaiting_item'), { status: 'OK', message: 'Offer accepted successfully', payload: buildOffer(7, 'awaiting_item') }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Offer #7' });
    expect(await within(dialog).findByText('€10.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Offer accepted successfully'));
    expect(sent('/api/offer/accept')[0]?.body).toMatchObject({ id: 7 });
    expect(await within(dialog).findByText('Awaiting item')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
  });

  it("OFFER-WEB-4: a refused decline toasts the server's message, else 'Failed to decline offer'", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    open(ok(buildOfferDetails(7, 'offer', { service_price: 10 })), {
      'POST /api/offer/decline': [409, { status: 'error', code: 'OFFER_TRANSITION', message: "This offer's current status does not allow this action." }],
    });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("This offer's current status does not allow this action."));
    // Offline: no server text, so the §8 fallback.
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('offline'))));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Failed to decline offer'));
  });

  it("OFFER-WEB-4: an accept the server refuses without a message toasts 'Failed to accept offer' (spec §8)", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    open(ok(buildOfferDetails(7, 'offer', { service_price: 10 })), { 'POST /api/offer/accept': [500, {}] });
    await user.click(await screen.findByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to accept offer'));
  });

  it("OFFER-WEB-3: details that fail to load for another reason than 404 show 'Failed to fetch offer details'", async () => {
    open([500, {}]);
    expect(await screen.findByText('Failed to fetch offer details')).toBeInTheDocument();
  });
});

describe('OfferFlow: payout (spec §4 ready_for_payout, §5 Contact info, Card and Bank payout)', () => {
  it('OFFER-WEB-5: contactInfo is prefilled and checked by the §5 rules; Back returns to each previous step', async () => {
    const user = userEvent.setup();
    open(ok(buildOfferDetails(7, 'ready_for_payout', { service_price: 10 })));
    await user.click(await screen.findByRole('button', { name: 'Request Payout' }));
    const contact = await screen.findByRole('dialog', { name: 'Contact information' });
    const first = await within(contact).findByLabelText('First name');
    await waitFor(() => expect(first).toHaveValue('Ana'));
    expect(within(contact).getByLabelText('Country')).toHaveValue('1');
    expect(within(contact).getByLabelText('Post code')).toHaveValue('1100');
    await user.clear(first);
    await user.clear(within(contact).getByLabelText('Email'));
    await user.type(within(contact).getByLabelText('Email'), 'ana@');
    await user.click(within(contact).getByRole('button', { name: 'Continue' }));
    expect(await within(contact).findByText('First name is required')).toBeInTheDocument();
    expect(within(contact).getByText('Invalid email format')).toBeInTheDocument();
    await user.type(first, 'Joana');
    await user.type(within(contact).getByLabelText('Email'), 'example.com');
    await user.click(within(contact).getByRole('button', { name: 'Continue' }));
    const method = await screen.findByRole('dialog', { name: 'Choose a payout method' });
    expect(within(method).getByText('You receive €10.00')).toBeInTheDocument();
    expect(within(method).getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['card', 'multibanco', 'mbway', 'bank']);
    await user.click(within(method).getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Joana');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Offer #7' })).toBeInTheDocument();
  });

  it("OFFER-WEB-7: bank: IBAN uppercased and grouped by 4, checked, sent to sepa-manual; the toast and payout_processing follow", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    let status = 'ready_for_payout';
    const { sent } = open(() => ok(buildOfferDetails(7, status, { service_price: 10 })), {
      'POST /api/offer/request-payout/sepa-manual': () => ((status = 'payout_processing'), { status: 'OK', message: 'Payout request submitted successfully!', payload: buildOffer(7, 'payout_processing') }),
    });
    const method = await toMethodStep(user);
    await user.click(within(method).getByRole('radio', { name: 'Bank transfer (IBAN)' }));
    await user.click(within(method).getByRole('button', { name: 'Continue' }));
    const bank = await screen.findByRole('dialog', { name: 'Bank details' });
    expect(within(bank).getByLabelText('Full name')).toHaveValue('Ana Silva');
    const iban = within(bank).getByLabelText('IBAN');
    await user.type(iban, 'de89 3704 0044 0532 0130 01');
    await user.click(within(bank).getByRole('button', { name: 'Request Payout' }));
    expect(await within(bank).findByText('Please enter a valid IBAN')).toBeInTheDocument();
    await user.clear(iban);
    await user.type(iban, 'de89370400440532013000');
    expect(iban).toHaveValue('DE89 3704 0044 0532 0130 00');
    await user.clear(within(bank).getByLabelText('Full name'));
    await user.click(within(bank).getByRole('button', { name: 'Request Payout' }));
    expect(await within(bank).findByText('Full name is required')).toBeInTheDocument();
    await user.type(within(bank).getByLabelText('Full name'), 'Ana Maria Silva');
    await user.click(within(bank).getByRole('button', { name: 'Request Payout' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Payout request submitted successfully!'));
    expect(sent('/api/offer/request-payout/sepa-manual')).toHaveLength(1);
    expect(sent('/api/offer/request-payout/sepa-manual')[0]?.body).toMatchObject({
      id: 7,
      name: 'Ana',
      surname: 'Silva',
      email: 'ana@example.com',
      country: 1,
      postCode: '1100',
      currency: 'EUR',
      first_name: 'Ana Maria',
      last_name: 'Silva',
      account_number: 'DE89370400440532013000',
    });
    const details = await screen.findByRole('dialog', { name: 'Offer #7' });
    expect(await within(details).findByText('Payout processing')).toBeInTheDocument();
  });

  it('OFFER-WEB-6: card: number grouped by 4 (maxlength 19), holder uppercased, MM/YY (maxlength 5), the §5 rules; card-manual, then redirect_url', async () => {
    const user = userEvent.setup();
    const leave = vi.spyOn(leaveForPayment, 'to').mockImplementation(() => {});
    const { sent } = open(ok(buildOfferDetails(7, 'ready_for_payout', { service_price: 10 })), {
      'POST /api/offer/request-payout/card-manual': { status: 'OK', message: 'Redirecting to the payout provider.', redirect_url: 'https://payout.example/1', payload: buildOffer(7, 'payout_processing') },
    });
    const method = await toMethodStep(user);
    await user.click(within(method).getByRole('button', { name: 'Continue' }));
    const card = await screen.findByRole('dialog', { name: 'Card details' });
    const number = within(card).getByLabelText('Card number');
    const expiry = within(card).getByLabelText('Expiration date (MM/YY)');
    expect(number).toHaveAttribute('maxLength', '19');
    expect(expiry).toHaveAttribute('maxLength', '5');
    await user.click(within(card).getByRole('button', { name: 'Request Payout' }));
    expect(await within(card).findByText('Please enter a valid card number')).toBeInTheDocument();
    expect(within(card).getByText('Card holder name is required')).toBeInTheDocument();
    expect(within(card).getByText('Please enter a valid expiration date')).toBeInTheDocument();
    expect(within(card).getByText('You must agree to the terms and conditions')).toBeInTheDocument();
    await user.type(number, '4111111111111112');
    await user.type(within(card).getByLabelText('Card holder name'), 'ana silva');
    await user.type(expiry, '0120');
    expect(number).toHaveValue('4111 1111 1111 1112');
    expect(within(card).getByLabelText('Card holder name')).toHaveValue('ANA SILVA');
    expect(expiry).toHaveValue('01/20');
    await user.click(within(card).getByRole('button', { name: 'Request Payout' }));
    expect(await within(card).findByText('Card has expired')).toBeInTheDocument();
    expect(within(card).getByText('Please enter a valid card number')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '41111111111111119999');
    expect(number).toHaveValue('4111 1111 1111 1111');
    await user.clear(expiry);
    await user.type(expiry, '12/99');
    await user.click(within(card).getByRole('checkbox'));
    await user.click(within(card).getByRole('button', { name: 'Request Payout' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://payout.example/1'));
    expect(sent('/api/offer/request-payout/card-manual')[0]?.body).toMatchObject({
      id: 7,
      name: 'Ana',
      card_number: '4111111111111111',
      card_holder_name: 'ANA SILVA',
      expire_month: '12',
      expire_year: '99',
      terms_accepted: true,
    });
    await user.click(within(card).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a payout method' })).toBeInTheDocument();
  });

  it('OFFER-WEB-8: Multibanco and MB WAY go to card-form with the method, then to redirect_url; a failure toasts the fallback', async () => {
    const user = userEvent.setup();
    const leave = vi.spyOn(leaveForPayment, 'to').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error');
    let answer: unknown = { status: 'OK', message: 'Redirecting to the payout provider.', redirect_url: 'https://payout.example/2' };
    const { sent } = open(ok(buildOfferDetails(7, 'ready_for_payout', { service_price: 10 })), { 'POST /api/offer/request-payout/card-form': () => answer });
    const method = await toMethodStep(user);
    await user.click(within(method).getByRole('radio', { name: 'MB WAY' }));
    await user.click(within(method).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://payout.example/2'));
    expect(sent('/api/offer/request-payout/card-form')[0]?.body).toMatchObject({ id: 7, method: 'mbway', name: 'Ana', phone: '+351912345678', country: 1 });
    answer = [502, {}];
    await user.click(within(method).getByRole('radio', { name: 'Multibanco' }));
    await user.click(within(method).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Failed to request payout'));
    expect(sent('/api/offer/request-payout/card-form')[1]?.body).toMatchObject({ method: 'multibanco' });
  });
});

describe('OfferFlow: a payout while the item is protected (issue 49)', () => {
  it('PROTECT-9: the method step says the payout is held and offers a bank account only', async () => {
    const user = userEvent.setup();
    open(ok(buildOfferDetails(7, 'ready_for_payout', { payout_held_until: '2030-03-17T17:46:00.000Z' })));
    const method = await toMethodStep(user);
    expect(within(method).getByTestId('payout-held-notice')).toHaveTextContent('Until then the payout can go to a bank account only.');
    expect(within(method).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['bank']);
    expect(within(method).getByRole('radio', { name: 'Bank transfer (IBAN)' })).toBeChecked();
  });
});
