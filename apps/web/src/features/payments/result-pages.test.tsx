import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../test/render-routes';
import { FailPaymentPage, SuccessPaymentPage } from './result-pages';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('payment result pages (spec §2)', () => {
  it('PAY-WEB-7: after a top-up, top-up texts and the top-up state (balance, payment history) is refreshed', async () => {
    const spy = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    renderRoutes({ '/success-payment': <SuccessPaymentPage /> }, '/success-payment?type=topup');
    expect(await screen.findByRole('heading', { name: 'Top-up successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to payment history' })).toHaveAttribute('href', '/account/transactions');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    const keys = spy.mock.calls.map((c) => (c[0] as { queryKey: unknown[] }).queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['profile', 'statement']));
    expect(keys).not.toContain('cart');
  });

  it('PAY-WEB-7: after a purchase, purchase texts and the cart is refetched', async () => {
    const spy = vi.spyOn(QueryClient.prototype, 'invalidateQueries');
    renderRoutes({ '/success-payment': <SuccessPaymentPage /> }, '/success-payment?type=other&order_id=3');
    expect(await screen.findByRole('heading', { name: 'Thank you for your purchase!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to order history' })).toHaveAttribute('href', '/account/orders');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
    expect(spy.mock.calls.map((c) => (c[0] as { queryKey: unknown[] }).queryKey[0])).toEqual(expect.arrayContaining(['profile', 'cart', 'purchase-history']));
  });

  it('the failure page shows the error query text, or the default description', async () => {
    renderRoutes({ '/fail-payment': <FailPaymentPage /> }, '/fail-payment?type=topup&error=Card%20declined');
    expect(await screen.findByText('Card declined')).toBeInTheDocument();
    cleanup();
    renderRoutes({ '/fail-payment': <FailPaymentPage /> }, '/fail-payment');
    expect(await screen.findByText("We couldn't process your payment. Please try again or use a different payment method")).toBeInTheDocument();
  });
});
