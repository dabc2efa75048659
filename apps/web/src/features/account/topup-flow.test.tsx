import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { leaveForPayment, TopUpFlow } from './topup-flow';

const profile = { id: 1, name: 'Ana', surname: 'Silva', email: 'ana@example.com', phone: '+351912345678', balance: 0, country: 1, city: 'Lisbon', address: 'Rua 1', post_code: '1100' };
const methods = [
  { code: 'balance', title: 'Balance', image: '' },
  { code: 'mbway', title: 'MB WAY', image: '' },
  { code: 'card', title: 'Card', image: '' },
];

function open(checkout: unknown) {
  const api = stubApi({ '/api/static-pages': { status: 'OK', payload: [] }, 'POST /api/deposit/checkout': checkout });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/': <TopUpFlow initialAmount="20" onClose={() => {}} min={5} methods={methods} profile={profile} countries={[{ id: 1, title: 'Portugal', iso: 'PT', name: 'Portugal' }]} /> }, '/');
  return api.calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('TopUpFlow (spec §4 Payments, §5 Top-up)', () => {
  it('PAY-WEB-9: checks the amount and the method, offers no balance method, and Back returns to the amount', async () => {
    const user = userEvent.setup();
    open({ status: 'OK', redirect_url: 'https://pay.example/1' });
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).value)).toEqual(['card', 'mbway']);
    expect(screen.getByText('Minimum top-up amount: 5')).toBeInTheDocument();
    const amount = screen.getByLabelText('Amount');
    await user.clear(amount);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter a valid amount')).toBeInTheDocument();
    expect(screen.getByText('Please select a payment method')).toBeInTheDocument();
    await user.type(amount, '3');
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Top up your balance' })).toBeInTheDocument();
    await user.type(amount, '0');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('dialog', { name: 'Billing details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('30');
  });

  it('PAY-WEB-9: the billing form checks the phone format and terms, then sends the browser to redirect_url', async () => {
    const user = userEvent.setup();
    const leave = vi.spyOn(leaveForPayment, 'to').mockImplementation(() => {});
    const calls = open({ status: 'OK', message: 'ok', redirect_url: 'https://pay.example/1', payload: { id: 1 } });
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const phone = screen.getByLabelText('Phone number');
    await user.clear(phone);
    await user.type(phone, '+12 34');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Invalid phone format (e.g. +1234567890)')).toBeInTheDocument();
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '+351912345678');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('https://pay.example/1'));
    expect(calls.find((c) => c.path === '/api/deposit/checkout')?.body).toMatchObject({ amount: 20, paymentType: 'card', termsAccepted: true, country: 1, email: 'ana@example.com' });
  });

  it('PAY-WEB-9: an answer without redirect_url toasts "No redirect URL received"', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    open({ status: 'OK', message: 'ok', redirect_url: '', payload: { id: 1 } });
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('No redirect URL received'));
  });
});
