import { cleanup, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import EmailChangePage from './email-change-page';

function open(url: string, answer: unknown) {
  const api = stubApi({ 'POST /api/user/email/confirm': answer });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/email/change': <StrictMode><EmailChangePage /></StrictMode> }, url);
  return api.calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EmailChangePage', () => {
  it('SEC-10: opening the link posts its token once and says the email has changed', async () => {
    const calls = open('/email/change?token=abc', { status: 'OK', message: 'Your email address has been changed.' });
    expect(await screen.findByText('Your email address has been changed.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/user/email/confirm').map((c) => c.body)).toMatchObject([{ token: 'abc' }]);
  });

  it("SEC-10: a refused link shows the server's message", async () => {
    open('/email/change?token=old', [422, { status: 'error', code: 'ACCOUNT_EMAIL_CHANGE_LINK_INVALID', message: 'This email change link is invalid or has expired.' }]);
    expect(await screen.findByText('This email change link is invalid or has expired.')).toBeInTheDocument();
  });

  it('SEC-10: a link without a token says so and posts nothing', () => {
    const calls = open('/email/change', { status: 'OK' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(calls).toEqual([]);
  });
});
