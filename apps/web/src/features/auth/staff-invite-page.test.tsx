import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { applyLanguage, i18n } from '../../i18n';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { toast } from '../../ui/toast';
import StaffInvitePage from './staff-invite-page';

const preview = (account_exists: boolean) => ({ status: 'OK', payload: { email: 'cleo@example.com', staff_role: 'support', expires_at: 1_900_604_800, account_exists } });
const accepted = { status: 'OK', message: 'Your staff account is ready.' };

function openInvite(answers: Record<string, unknown>) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return { ...renderRoutes({ '/operator/invite/:token': <StaffInvitePage />, '/auth': <p>sign in</p>, '/': <p>home</p> }, '/operator/invite/t0k3n'), calls: api.calls };
}

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('the staff invite page (/operator/invite/:token)', () => {
  it('STAFF-WEB-3: its own route, matched before the back office gate', () => {
    const matched = matchRoutes(routes, '/operator/invite/t0k3n') ?? [];
    expect(matched.at(-1)?.route.path).toBe('/operator/invite/:token');
    expect(matched.at(-1)?.params.token).toBe('t0k3n');
    expect(matchRoutes(routes, '/operator/payouts')?.at(-1)?.route.path).toBe('/operator/*');
  });

  it('STAFF-WEB-3: a new account: the role and email, then name, password and its repeat with the new-password rules; accepted, a link to sign in', async () => {
    const user = userEvent.setup();
    const { calls, router } = openInvite({ 'GET /api/staff/invites/t0k3n': preview(false), 'POST /api/staff/invites/t0k3n/accept': accepted });
    expect(await screen.findByText('You are invited to the back office as support')).toBeInTheDocument();
    expect(screen.getByText(/The invitation is for cleo@example\.com and works until/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Cleo');
    await user.type(screen.getByLabelText('Password'), 'weakpassword');
    await user.type(screen.getByLabelText('Repeat the password'), 'weakpassword');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('Password must contain a lower case letter, an upper case letter and a digit')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Str0ngPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(screen.getByLabelText('Repeat the password'));
    await user.type(screen.getByLabelText('Repeat the password'), 'Str0ngPassw0rd');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('Your staff account is ready. Sign in and set up two-factor sign-in.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Cleo', password: 'Str0ngPassw0rd', password_confirmation: 'Str0ngPassw0rd' });
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(`/auth?form=signin&redirect=${encodeURIComponent('/operator')}`);
  }, 20_000);

  it("STAFF-WEB-3: an email that has an account asks for that account's password only; a wrong one shows the API's message on the field", async () => {
    const user = userEvent.setup();
    let tries = 0;
    const { calls } = openInvite({
      'GET /api/staff/invites/t0k3n': preview(true),
      'POST /api/staff/invites/t0k3n/accept': () => (++tries === 1 ? [422, { status: 'error', message: 'The password is incorrect.', errors: { password: ['The password is incorrect.'] } }] : accepted),
    });
    expect(await screen.findByText('This email already has an account: enter its password to make it your staff account.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).toBeNull();
    expect(screen.queryByLabelText('Repeat the password')).toBeNull();
    await user.type(screen.getByLabelText('Password of your account'), 'my-old-password');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByText('Your staff account is ready. Sign in and set up two-factor sign-in.')).toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.body).toMatchObject({ password: 'my-old-password' });
    expect(posts[1]!.body).not.toHaveProperty('name');
  }, 20_000);

  it("STAFF-WEB-3: a link that works no more (410) shows the API's message and a link home, no form", async () => {
    const user = userEvent.setup();
    const { router } = openInvite({ 'GET /api/staff/invites/t0k3n': [410, { status: 'error', code: 'STAFF_INVITE_INVALID', message: 'This invitation link is invalid or has expired.' }] });
    expect(await screen.findByText('This invitation link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('STAFF-WEB-3: a refusal of the accept that names no field (the link expired meanwhile) is toasted with the API message', async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error').mockImplementation(() => {});
    openInvite({ 'GET /api/staff/invites/t0k3n': preview(true), 'POST /api/staff/invites/t0k3n/accept': [410, { status: 'error', code: 'STAFF_INVITE_INVALID', message: 'This invitation link is invalid or has expired.' }] });
    await user.type(await screen.findByLabelText('Password of your account'), 'my-old-password');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('This invitation link is invalid or has expired.'));
  });

  it("STAFF-WEB-3: in the shop's languages: the page's texts come from the message catalogue (German here, with du)", async () => {
    await act(() => applyLanguage('de', { staff_invite_as: 'Du bist als {{role}} in den Verwaltungsbereich eingeladen', staff_invite_role_support: 'Support', staff_invite_accept: 'Einladung annehmen' }));
    openInvite({ 'GET /api/staff/invites/t0k3n': preview(false) });
    expect(await screen.findByText('Du bist als Support in den Verwaltungsbereich eingeladen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Einladung annehmen' })).toBeInTheDocument();
  });
});
