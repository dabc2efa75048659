import '../../i18n/accounts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../test/api-answers';
import { renderRoutes, stubApi } from '../../test/render-routes';
import type { UserProfile } from './api/get-profile';
import { ProfileForm } from './profile-form';

const link = 'https://steamcommunity.com/tradeoffer/new/?partner=123456&token=AbCdEf';
const profile: UserProfile = { id: 1, name: 'Ana', surname: 'Silva', email: 'ana@example.com', phone: null, balance: 0, country: 1, city: 'Lisbon', address: 'Rua 1', post_code: '1100', steam_trade_link: link };
const countries = [{ id: 1, title: 'Portugal', iso: 'PT', name: 'Portugal' }];
const wrongPassword = [422, { status: 'error', code: 'ACCOUNT_WRONG_PASSWORD', message: 'The given data was invalid.', errors: { current_password: ['Das aktuelle Passwort ist falsch.'] } }];

function open(saved: Partial<UserProfile> = {}) {
  const shown = { ...profile, ...saved };
  const api = stubApi({
    'PUT /api/user/profile': (body: unknown) => ((body as { current_password?: string }).current_password === 'nope' ? wrongPassword : { status: 'OK', message: 'ok', payload: buildProfile() }),
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/': <ProfileForm profile={shown} countries={countries} /> }, '/');
  return () => api.calls.filter((c) => c.method === 'PUT').map((c) => c.body as Record<string, unknown>);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileForm: the current password of a sensitive change (SEC-18)', () => {
  it('SEC-18: no password is asked while neither the email nor the saved trade link changes', async () => {
    const user = userEvent.setup();
    const sent = open();
    await user.type(screen.getByLabelText('City'), ' Centre');
    expect(screen.queryByLabelText('Current password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).not.toHaveProperty('current_password');
  });

  it('SEC-18: a new email asks for the current password, required, sent as current_password; a wrong one is said at the field', async () => {
    const user = userEvent.setup();
    const sent = open();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@example.com');
    const password = screen.getByLabelText('Current password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter your current password to confirm this change.')).toBeInTheDocument();
    expect(sent()).toHaveLength(0);
    await user.type(password, 'nope');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Das aktuelle Passwort ist falsch.')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Secret1234');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(sent()).toHaveLength(2));
    expect(sent()[1]).toMatchObject({ email: 'new@example.com', current_password: 'Secret1234' });
  });

  it('SEC-18: replacing or clearing a saved trade link asks for the password; a first trade link does not', async () => {
    const user = userEvent.setup();
    open();
    const tradeLink = screen.getByLabelText('Steam trade link');
    await user.clear(tradeLink);
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    await user.type(tradeLink, link);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    cleanup();

    open({ steam_trade_link: null });
    await user.type(screen.getByLabelText('Steam trade link'), link);
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});
