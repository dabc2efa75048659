import '../../i18n/accounts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const noop = () => undefined;
function openSignIn(routes: Record<string, unknown>) {
  vi.stubGlobal('fetch', vi.fn(stubApi(routes).fetch));
  renderRoutes({ '/': <SignInForm regEnabled redirectTo="/account" onSignedIn={noop} onTwoFactor={noop} /> }, '/');
}

describe('a form banner goes when its cause is fixed (issue 46)', () => {
  it("AUTH-WEB-19: when sign-in was sent empty, then 'Email and password are required' shows; once both are typed it goes", async () => {
    const user = userEvent.setup();
    openSignIn({});
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('Email and password are required');
    await user.type(screen.getByLabelText('Password'), 'Secret-1234');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it("AUTH-WEB-19: when the server refused the sign-in, then its message shows until a field is edited", async () => {
    const user = userEvent.setup();
    openSignIn({ 'POST /api/login': [401, { status: 'error', code: 'AUTH_BAD_CREDENTIALS', message: 'E-Mail oder Passwort ist falsch.' }], '/api/sanctum/csrf-cookie': null });
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'Wrong-1234');
    await user.click(screen.getByRole('button', { name: 'Enter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail oder Passwort ist falsch.');
    await user.type(screen.getByLabelText('Password'), 'x');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('AUTH-WEB-18, AUTH-WEB-19: when sign-up is refused by the server at a field, then the message is at the field until it is edited to a valid value', async () => {
    const user = userEvent.setup();
    const taken = 'Diese E-Mail-Adresse ist bereits registriert.';
    vi.stubGlobal('fetch', vi.fn(stubApi({ 'POST /api/register': [422, { status: 'error', code: 'AUTH_EMAIL_TAKEN', message: taken, errors: { email: [taken] } }], '/api/sanctum/csrf-cookie': null, '/api/countries': { status: 'OK', payload: [] }, '/api/static-pages': { status: 'OK', payload: [] } }).fetch));
    renderRoutes({ '/': <SignUpForm redirectTo="/account" onSignedUp={noop} /> }, '/');
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Silva');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Phone number'), '+351912345678');
    await user.type(screen.getByLabelText('Password'), 'Tr4vel-Lantern-9');
    await user.type(screen.getByLabelText('Confirm password'), 'Tr4vel-Lantern-9');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'x');
    await vi.waitFor(() => expect(screen.queryByText(taken)).toBeNull());
  });
});
