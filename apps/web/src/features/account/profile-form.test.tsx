import '../../i18n/accounts';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { buildProfile } from '../../test/api-answers';
import { ProfileForm } from './profile-form';

const profile = { id: 1, name: 'Ana', surname: 'Silva', email: 'ana@example.com', phone: '+351912345678', balance: 0, country: 1, city: 'Lisbon', address: 'Rua 1', post_code: '1100' };
const countries = [{ id: 1, title: 'Portugal', iso: 'PT', name: 'Portugal' }];

function open() {
  // The answer keeps the old email: it changes only when the mailed link is opened.
  const api = stubApi({ 'PUT /api/user/profile': { status: 'OK', message: 'sent', payload: buildProfile(profile) } });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/': <ProfileForm profile={profile} countries={countries} /> }, '/');
  return api.calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileForm (spec §2 Account)', () => {
  it('SEC-10: when the email is changed, then the page says a confirmation link was sent and shows the current email again', async () => {
    const user = userEvent.setup();
    const calls = open();
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'new@example.com');
    // SEC-18: a new email needs the current password.
    await user.type(screen.getByLabelText('Current password'), 'Secret1234');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a confirmation link to new@example.com. Your email changes when you open it.');
    expect(email).toHaveValue('ana@example.com');
    expect(calls.find((c) => c.path === '/api/user/profile')?.body).toMatchObject({ email: 'new@example.com', name: 'Ana' });
  });

  it('SEC-10: when the email is unchanged, then no confirmation is mentioned', async () => {
    const user = userEvent.setup();
    const calls = open();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/user/profile')).toBe(true));
    expect(screen.queryByText(/confirmation link/)).toBeNull();
  });
});
