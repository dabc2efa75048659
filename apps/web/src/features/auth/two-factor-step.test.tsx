import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../app/session-store';
import { buildProfile, buildSettings } from '../../test/api-answers';
import { renderRoutes, stubApi } from '../../test/render-routes';
import AuthPage from './auth-page';

const pending = { status: 'OK', message: 'Enter the code from your authenticator app to finish signing in.', payload: { two_factor_required: true, challenge: 'ch-123' } };
const signedIn = { status: 'OK', message: 'Signed in.', payload: { user: buildProfile({ two_factor_enabled: true }) } };
const wrongCode = [422, { status: 'error', code: 'AUTH_TWO_FACTOR_CODE_INVALID', message: 'The given data was invalid.', errors: { code: ['Dieser Code ist ungültig oder wurde schon verwendet.'] } }];

function open(url: string, answers: Record<string, unknown>) {
  const api = stubApi({ '/api/settings': { status: 'OK', payload: buildSettings() }, '/api/sanctum/csrf-cookie': null, ...answers });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const view = renderRoutes({ '/auth': <AuthPage />, '/account': <p>account page</p> }, url);
  return { ...view, sent: (path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body) };
}

async function signInWithPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Secret1234');
  await user.click(screen.getByRole('button', { name: 'Enter' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the sign-in code step (SEC-20)', () => {
  it('SEC-20: after a two_factor_required answer, the same card asks for the code; the code and challenge sign in and the page goes on', async () => {
    const user = userEvent.setup();
    const signIn = vi.spyOn(sessionStore, 'signIn').mockImplementation(() => {});
    const { router, sent } = open('/auth?redirect=%2Faccount', { 'POST /api/login': pending, 'POST /api/login/two-factor': signedIn });
    await signInWithPassword(user);
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    const code = screen.getByLabelText('Authentication code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'text');
    expect(screen.getByText('Enter the 6-digit code from your authenticator app, or one of your recovery codes.')).toBeInTheDocument();
    expect(signIn).not.toHaveBeenCalled();
    await user.type(code, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('account page')).toBeInTheDocument();
    expect(sent('/api/login/two-factor')[0]).toMatchObject({ challenge: 'ch-123', code: '123 456' });
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/account');
  });

  it("SEC-20: a refused code is said at the field in the server's words; an empty one is checked first; 'Back to sign in' returns to the form", async () => {
    const user = userEvent.setup();
    const { sent } = open('/auth', { 'POST /api/login': pending, 'POST /api/login/two-factor': wrongCode });
    await signInWithPassword(user);
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app, or a recovery code.')).toBeInTheDocument();
    expect(sent('/api/login/two-factor')).toHaveLength(0);
    const code = screen.getByLabelText('Authentication code');
    await user.type(code, 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dieser Code ist ungültig oder wurde schon verwendet.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('SEC-20: /auth?form=two-factor (the Steam path) shows the code step directly and sends no challenge (its cookie carries it)', async () => {
    const user = userEvent.setup();
    vi.spyOn(sessionStore, 'signIn').mockImplementation(() => {});
    const { sent } = open('/auth?form=two-factor&redirect=%2Faccount', { 'POST /api/login/two-factor': signedIn });
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('account page')).toBeInTheDocument();
    expect(sent('/api/login/two-factor')[0]).not.toHaveProperty('challenge');
    expect(sent('/api/login/two-factor')[0]).toMatchObject({ code: '654321' });
  });
});
