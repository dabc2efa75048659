import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import EmailVerificationPage from './email-verification-page';

/** The page for a signed-in user whose address is (or is not) verified. */
function open(emailVerified: boolean, url = '/email-verification') {
  const state = { authenticated: true, emailVerified };
  const api = stubApi({ 'GET /api/is-auth': { status: 'OK', payload: state, ...state } });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/email-verification': <EmailVerificationPage /> }, url);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EmailVerificationPage', () => {
  it('AUTH-WEB-17: opened from a refused link (?error=), the page says the link is invalid or expired, in the visitor\'s language', async () => {
    open(false, `/email-verification?error=${encodeURIComponent('This verification link is invalid or has expired.')}`);
    expect(await screen.findByText('This verification link is invalid or has expired. Send yourself a new one below.')).toBeInTheDocument();
  });

  it('AUTH-WEB-16: an unverified user gets the resend button and the way home', async () => {
    open(false);
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(screen.queryByText(/invalid or has expired/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend verification email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('AUTH-WEB-16: a verified user is told the email is verified, with Go to My Account and no resend', async () => {
    open(true);
    expect(await screen.findByRole('heading', { name: 'Your email is already verified' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toHaveAttribute('href', '/account/personal');
    expect(screen.queryByRole('button', { name: 'Resend verification email' })).toBeNull();
    expect(screen.queryByText(/We sent a verification link/)).toBeNull();
  });
});
