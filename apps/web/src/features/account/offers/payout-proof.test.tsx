import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../../test/api-answers';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import { leaveForPayment } from '../topup-flow';
import { OfferFlow } from './offer-flow';
import { buildOffer, buildOfferDetails } from './test-data';

const profile = { id: 1, name: 'Ana', surname: 'Silva', email: 'ana@example.com', phone: '+351912345678', balance: 0, country: 1, city: 'Lisbon', address: 'Rua 1', post_code: '1100' };
const submitted = { status: 'OK', message: 'Payout request submitted successfully!', payload: buildOffer(7, 'payout_processing') };
const reauth = [422, { status: 'error', code: 'ACCOUNT_REAUTH_REQUIRED', message: 'Gib dein aktuelles Passwort ein, um diese Änderung zu bestätigen.', errors: { current_password: ['Gib dein aktuelles Passwort ein, um diese Änderung zu bestätigen.'] } }];

function open(twoFactor: boolean, more: Record<string, unknown>) {
  const api = stubApi({
    '/api/offer/7': { status: 'OK', payload: buildOfferDetails(7, 'ready_for_payout', { service_price: 10 }) },
    '/api/user/profile': { status: 'OK', payload: buildProfile({ ...profile, two_factor_enabled: twoFactor }) },
    '/api/countries': { status: 'OK', payload: [{ id: 1, title: 'Portugal', iso: 'pt', name: 'Portugal' }] },
    '/api/static-pages': { status: 'OK', payload: [] },
    ...more,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/': <OfferFlow id={7} onClose={() => {}} /> }, '/');
  return (path: string) => api.calls.filter((c) => c.path === path).map((c) => c.body as Record<string, unknown>);
}

/** Through the prefilled contact step to the method step, then the bank details (or stays on the method step for Multibanco). */
async function toMethod(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Request Payout' }));
  const contact = await screen.findByRole('dialog', { name: 'Contact information' });
  await waitFor(() => expect(within(contact).getByLabelText('First name')).toHaveValue('Ana'));
  await user.click(within(contact).getByRole('button', { name: 'Continue' }));
  const method = await screen.findByRole('dialog', { name: 'Choose a payout method' });
  await user.click(within(method).getByRole('radio', { name }));
  return method;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the proof of a payout request (SEC-22)', () => {
  it('SEC-22: with two-factor sign-in on, the bank payout asks for the authentication code (required) and sends it as otp', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const sent = open(true, { 'POST /api/offer/request-payout/sepa-manual': submitted });
    const method = await toMethod(user, 'Bank transfer (IBAN)');
    await user.click(within(method).getByRole('button', { name: 'Continue' }));
    const bank = await screen.findByRole('dialog', { name: 'Bank details' });
    expect(within(bank).queryByLabelText('Current password')).toBeNull();
    await user.type(within(bank).getByLabelText('IBAN'), 'DE89370400440532013000');
    await user.click(within(bank).getByRole('button', { name: 'Request Payout' }));
    expect(await within(bank).findByText('Enter the 6-digit code from your authenticator app, or a recovery code.')).toBeInTheDocument();
    expect(sent('/api/offer/request-payout/sepa-manual')).toHaveLength(0);
    await user.type(within(bank).getByLabelText('Authentication code'), '123456');
    await user.click(within(bank).getByRole('button', { name: 'Request Payout' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Payout request submitted successfully!'));
    expect(sent('/api/offer/request-payout/sepa-manual')[0]).toMatchObject({ otp: '123456', account_number: 'DE89370400440532013000' });
    expect(sent('/api/offer/request-payout/sepa-manual')[0]).not.toHaveProperty('current_password');
  });

  it("SEC-22: without two-factor sign-in the password is optional; the server's request for it (an older sign-in) shows at the field, and a typed one is sent", async () => {
    const user = userEvent.setup();
    vi.spyOn(toast, 'error').mockImplementation(() => 0);
    const leave = vi.spyOn(leaveForPayment, 'to').mockImplementation(() => {});
    const sent = open(false, {
      'POST /api/offer/request-payout/card-form': (body: unknown) =>
        (body as { current_password?: string }).current_password ? { status: 'OK', message: 'Redirecting.', redirect_url: 'https://payout.example/3' } : reauth,
    });
    const method = await toMethod(user, 'Multibanco');
    expect(within(method).queryByLabelText('Authentication code')).toBeNull();
    await user.click(within(method).getByRole('button', { name: 'Continue' }));
    expect(await within(method).findByText('Gib dein aktuelles Passwort ein, um diese Änderung zu bestätigen.', { selector: 'p[id$="-error"]' })).toBeInTheDocument();
    expect(sent('/api/offer/request-payout/card-form')[0]).not.toHaveProperty('current_password');
    await user.type(within(method).getByLabelText('Current password'), 'Secret1234');
    await user.click(within(method).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://payout.example/3'));
    expect(sent('/api/offer/request-payout/card-form')[1]).toMatchObject({ method: 'multibanco', current_password: 'Secret1234' });
  });

  it('SEC-22: the card payout form carries the code too', async () => {
    const user = userEvent.setup();
    open(true, {});
    const method = await toMethod(user, 'Card');
    await user.click(within(method).getByRole('button', { name: 'Continue' }));
    const card = await screen.findByRole('dialog', { name: 'Card details' });
    expect(within(card).getByLabelText('Authentication code')).toBeRequired();
    expect(within(card).getByLabelText('Card number')).toBeInTheDocument();
  });
});
