import '../../i18n/accounts';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../test/api-answers';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { toast } from '../../ui/toast';
import { ToastHost } from '../../ui/toast-host';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

const profile = { id: 1, name: 'Ana', surname: 'Silva', email: 'ana@example.com', phone: '+351912345678', balance: 0, country: 1, city: 'Lisbon', address: 'Rua 1', post_code: '1100' };
const countries = [{ id: 1, title: 'Portugal', iso: 'PT', name: 'Portugal' }];
/** The German refusal the server sends for a post code (INPUT-7, INPUT-8). */
const refusedPostCode = [422, { status: 'error', code: 'COMMON_BAD_INPUT', message: 'Die Postleitzahl darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten', errors: { postCode: ['Die Postleitzahl darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten'] } }];

function open(answers: unknown[]) {
  const api = stubApi({ 'PUT /api/user/profile': () => answers.shift() ?? { status: 'OK', message: 'ok', payload: buildProfile(profile) } });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/': <ProfileForm profile={profile} countries={countries} /> }, '/');
  render(<ToastHost />);
  return api.calls;
}
const saves = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/user/profile').length;
/** The error text linked to a field (aria-describedby), or null. */
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : null;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// jsdom runs no exit animation, so a dismissed toast stays in its DOM: the form's asking for it to go is what is checked.
const errorToasts = () => vi.mocked(toast.error).mock.calls;
const toastIdOf = (text: string) => errorToasts().find(([content]) => content === text)?.[1]?.toastId;
const dismissed = () => vi.mocked(toast.dismiss).mock.calls.map(([id]) => id);
const spyOnToasts = () => {
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'dismiss');
};

describe('the profile says every refusal at its field and takes it back when fixed (issue 46)', () => {
  it('AUTH-WEB-18: when the first name is 500 characters or empty, then Save says so at the field and sends nothing; fixed, the message goes and Save sends', async () => {
    const user = userEvent.setup();
    const calls = open([]);
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.click(name);
    await user.paste('A'.repeat(500));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(errorOf('Name')).toBe('First name must be at most 100 characters'));
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await user.clear(name);
    await vi.waitFor(() => expect(errorOf('Name')).toBe('First name is required'));
    expect(saves(calls)).toBe(0);
    await user.type(name, 'Ana');
    await vi.waitFor(() => expect(errorOf('Name')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(saves(calls)).toBe(1));
  });

  it.each([
    ['City', 'C'.repeat(300), 'City must be at most 100 characters'],
    ['Post code', '<script>', 'Post code may contain only letters, digits, spaces and hyphens'],
    ['Address', 'D'.repeat(201), 'Address must be at most 200 characters'],
  ])('AUTH-WEB-18: when the %s is refused by the rules, then its field says why', async (label, value, message) => {
    const user = userEvent.setup();
    open([]);
    const field = screen.getByLabelText(label);
    await user.clear(field);
    await user.click(field);
    await user.paste(value);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(errorOf(label)).toBe(message));
  });

  it('AUTH-WEB-18, AUTH-WEB-19: when the server refuses the post code, then its message is at the field and toasted; edited, the message goes; saved, the toast goes', async () => {
    const user = userEvent.setup();
    spyOnToasts();
    const calls = open([refusedPostCode]);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const german = 'Die Postleitzahl darf nur Buchstaben, Ziffern, Leerzeichen und Bindestriche enthalten';
    await vi.waitFor(() => expect(errorOf('Post code')).toBe(german));
    expect(await screen.findByRole('alert')).toHaveTextContent(german);
    await user.type(screen.getByLabelText('Post code'), '0');
    await vi.waitFor(() => expect(errorOf('Post code')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(saves(calls)).toBe(2));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(dismissed()).toEqual([toastIdOf(german)]);
  });
});

describe('the password change takes its failure back when it succeeds (issue 46)', () => {
  it('AUTH-WEB-18, AUTH-WEB-19: when the current password is wrong, then it is said at its field; retyped and changed, the field and the toast are clear', async () => {
    const user = userEvent.setup();
    spyOnToasts();
    const wrong = 'Das aktuelle Passwort ist falsch.';
    const answers: unknown[] = [[422, { status: 'error', code: 'ACCOUNT_WRONG_PASSWORD', message: wrong, errors: { cur_password: [wrong] } }]];
    const api = stubApi({ 'POST /api/user/change-password': () => answers.shift() ?? { status: 'OK', message: 'Password changed successfully' } });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/': <ChangePasswordForm /> }, '/');
    render(<ToastHost />);
    await user.type(screen.getByLabelText('Current password'), 'Wrong-Pass-1');
    await user.type(screen.getByLabelText('New password'), 'Tr4vel-Lantern-9');
    await user.type(screen.getByLabelText('Repeat new password'), 'Tr4vel-Lantern-9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(errorOf('Current password')).toBe(wrong));
    await user.type(screen.getByLabelText('Current password'), 'x');
    await vi.waitFor(() => expect(errorOf('Current password')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(dismissed()).toEqual([toastIdOf(wrong)]);
  });
});
