import '../../i18n/accounts';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../test/api-answers';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { toast } from '../../ui/toast';
import { DeleteMyAccount, DownloadMyData } from './privacy-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const pending = { state: 'pending', requested_at: 1_900_000_000, expires_at: null };

function openDownload(latest: unknown) {
  const api = stubApi({
    '/api/user/personal-data': { status: 'OK', payload: latest },
    'POST /api/user/personal-data': { status: 'OK', message: 'We are preparing your data. We will email you a link to download it.', payload: pending },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/account': <DownloadMyData /> }, '/account');
  return api.calls;
}

const refusal = [409, { status: 'error', code: 'ACCOUNT_DELETE_ORDER_OPEN', message: 'Das Konto hat eine Bestellung, die noch nicht abgeschlossen ist.' }];
const wrongPassword = [422, { status: 'error', code: 'ACCOUNT_WRONG_PASSWORD', message: 'Some fields are invalid.', errors: { current_password: ['The current password is incorrect.'] } }];

function openDelete(twoFactor = false) {
  const api = stubApi({
    'POST /api/user/delete-account': (body: unknown) => {
      const proof = body as { current_password?: string; otp?: string };
      if (proof.current_password === 'nope') return wrongPassword;
      if (proof.current_password === 'busy') return refusal;
      return { status: 'OK', message: 'Your account has been deleted.' };
    },
    'POST /api/logout': [401, { status: 'error', message: 'Unauthenticated.' }],
    '/api/sanctum/csrf-cookie': [204, null],
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const view = renderRoutes({ '/account': <DeleteMyAccount profile={buildProfile({ two_factor_enabled: twoFactor })} />, '/': <p>home</p> }, '/account');
  return { calls: api.calls, router: view.router };
}

describe('your data in the account', () => {
  it('GDPR-WEB-1: asking for one’s data posts the request, toasts that the link will be mailed and says it is being prepared; the button waits meanwhile', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const calls = openDownload(null);
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('We are preparing your data. We will email you a link to download it.'));
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/user/personal-data')).toHaveLength(1);
    expect(await screen.findByTestId('personal-data-state')).toHaveTextContent('Your data are being prepared. We will email you the link.');
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();
  });

  it('GDPR-WEB-1: a mailed link says until when it works; a used one invites a new request', async () => {
    openDownload({ state: 'ready', requested_at: 1_900_000_000, expires_at: 1_900_172_800 });
    expect(await screen.findByTestId('personal-data-state')).toHaveTextContent(/^The link to your data was emailed to you\. It works once, until \d\d\.\d\d\.2030 \d\d:\d\d\.$/);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    cleanup();
    openDownload({ state: 'downloaded', requested_at: 1_900_000_000, expires_at: 1_900_172_800 });
    expect(await screen.findByTestId('personal-data-state')).toHaveTextContent('Your data were downloaded. Ask again for a new copy.');
  });

  it('GDPR-WEB-2: deleting asks for the password in a dialog; a wrong one and a refusal are said there; deleted, the person is signed out and sent home', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const { calls, router } = openDelete();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    const password = within(dialog).getByLabelText('Enter your password to confirm');
    await user.type(password, 'nope');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('The current password is incorrect.')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'busy');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('Das Konto hat eine Bestellung, die noch nicht abgeschlossen ist.')).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your account has been deleted.'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.filter((c) => c.path === '/api/user/delete-account').map((c) => (c.body as { current_password: string }).current_password)).toEqual(['nope', 'busy', 'Secret123']);
  });

  it('GDPR-WEB-2: with two-factor sign-in on, the dialog asks for a code and sends it as otp', async () => {
    const user = userEvent.setup();
    const { calls } = openDelete(true);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await user.type(within(dialog).getByLabelText('Enter a code from your authenticator app to confirm'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/user/delete-account')?.body).toMatchObject({ otp: '123456' }));
  });
});
