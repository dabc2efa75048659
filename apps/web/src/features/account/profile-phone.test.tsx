import '../../i18n/accounts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from './api/get-profile';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { ProfileForm } from './profile-form';

const countries = [
  { id: 1, title: 'Portugal', iso: 'pt', name: 'Portugal' },
  { id: 2, title: 'United Kingdom', iso: 'gb', name: 'United Kingdom' },
];
const base: UserProfile = { id: 7, name: 'Ana', surname: 'Silva', email: 'ana@example.com', balance: 0, country: null };

function open(profile: Partial<UserProfile>) {
  const api = stubApi({ '/api/geoip': { status: 'OK', payload: { country_code: null } }, 'PUT /api/user/profile': { status: 'OK', message: 'Profile updated successfully' } });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/': <ProfileForm profile={{ ...base, ...profile }} countries={countries} /> }, '/');
  return api.calls;
}
const picker = () => screen.getByRole('combobox', { name: 'Phone country' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the phone keeps its country (issue 14 item 1)', () => {
  it('JOURNEY-1: an E.164 phone opens at its country, written as typed, and an untouched Save sends it back', async () => {
    const calls = open({ phone: '+351912345678' });
    expect(picker()).toHaveValue('pt');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+351 912 345 678');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ phone: '+351912345678' }));
    expect(screen.queryByText('Please enter a valid phone number')).toBeNull();
  });

  it("JOURNEY-1: national digits saved before open with no country ('—')", () => {
    open({ phone: '912345678' });
    expect(picker()).toHaveValue('');
    expect(picker()).toHaveDisplayValue('—');
    expect(screen.getByLabelText('Phone number')).toHaveValue('912345678');
  });

  it("JOURNEY-1: national digits open at the user's country only when they are a valid number there", () => {
    open({ phone: '912345678', country: 1 });
    expect(picker()).toHaveValue('pt');
    cleanup();
    open({ phone: '912345678', country: 2 });
    expect(picker()).toHaveValue('');
  });
});
