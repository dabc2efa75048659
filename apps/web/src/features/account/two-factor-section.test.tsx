import '../../i18n/accounts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { TwoFactorSection } from './two-factor-section';

const codes = ['abcde-fghij', 'klmno-pqrst', 'uvwxy-z2345', 'a6b7c-d2e3f', 'ggggg-hhhhh', 'iiiii-jjjjj', 'kkkkk-lllll', 'mmmmm-nnnnn', 'ooooo-ppppp', 'qqqqq-rrrrr'];
const off = { status: 'OK', payload: { enabled: false, recovery_codes_left: 0 } };
const on = { status: 'OK', payload: { enabled: true, recovery_codes_left: 7 } };
const setup = { status: 'OK', payload: { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauth_url: 'otpauth://totp/Skins:ana?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qr: { size: 25, path: 'M2 2h1v1h-1zM3 2h1v1h-1z' } } };
const enabled = { status: 'OK', message: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe: each works once.', payload: { recovery_codes: codes } };

function open(answers: Record<string, unknown>) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/account/personal': <TwoFactorSection /> }, '/account/personal#two-factor');
  return (path: string) => api.calls.filter((c) => c.method === 'POST' && c.path === path).map((c) => c.body);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile\'s two-factor sign-in section (SEC-20)', () => {
  it('SEC-20: off, it says what it is; turning it on asks for the password, shows the QR code and its key, takes the first code and shows the ten recovery codes once', async () => {
    const user = userEvent.setup();
    let status = off;
    const sent = open({
      'GET /api/user/two-factor': () => status,
      'POST /api/user/two-factor/setup': (body: unknown) =>
        (body as { current_password?: string }).current_password === 'Secret1234'
          ? setup
          : [422, { status: 'error', code: 'ACCOUNT_WRONG_PASSWORD', message: 'The given data was invalid.', errors: { current_password: ['Das aktuelle Passwort ist falsch.'] } }],
      'POST /api/user/two-factor/enable': () => {
        status = on;
        return enabled;
      },
    });
    expect(await screen.findByText(/a 6-digit code from an authenticator app/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    await user.type(await screen.findByLabelText('Current password'), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Das aktuelle Passwort ist falsch.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Secret1234');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('viewBox', '0 0 25 25');
    expect(qr.querySelector('path')).toHaveAttribute('d', 'M2 2h1v1h-1zM3 2h1v1h-1z');
    expect(qr.closest('[style]')).toBeNull();
    expect(screen.getByText('Or enter this key in your app:')).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-secret').textContent?.replace(/\s/g, '')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');

    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator app, or a recovery code.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(sent('/api/user/two-factor/enable')).toEqual([expect.objectContaining({ code: '123456' })]);
    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your recovery codes' })).toBeNull();
  });

  it('SEC-20: on, it says so with the recovery codes left; turning it off takes a code (sent as otp) and shows a refusal at the field', async () => {
    const user = userEvent.setup();
    let status = on;
    const sent = open({
      'GET /api/user/two-factor': () => status,
      'POST /api/user/two-factor/disable': (body: unknown) => {
        if ((body as { otp?: string }).otp === '111111') return [422, { status: 'error', code: 'AUTH_TWO_FACTOR_CODE_INVALID', message: 'The given data was invalid.', errors: { otp: ['This code is not valid or has already been used.'] } }];
        status = off;
        return { status: 'OK', message: 'Two-factor sign-in is off.' };
      },
    });
    expect(await screen.findByText('Two-factor sign-in is on.')).toBeInTheDocument();
    expect(screen.getByText('Recovery codes left: 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    const proof = await screen.findByLabelText('Authentication code or current password');
    await user.type(proof, '111111');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('This code is not valid or has already been used.')).toBeInTheDocument();
    await user.clear(proof);
    await user.type(proof, '222222');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' })).toBeInTheDocument();
    expect(sent('/api/user/two-factor/disable')).toEqual([expect.objectContaining({ otp: '111111' }), expect.objectContaining({ otp: '222222' })]);
    expect(sent('/api/user/two-factor/disable')[0]).not.toHaveProperty('current_password');
  });

  it('SEC-20: turning it off with the current password sends it as current_password', async () => {
    const user = userEvent.setup();
    const sent = open({ 'GET /api/user/two-factor': on, 'POST /api/user/two-factor/disable': { status: 'OK', message: 'Two-factor sign-in is off.' } });
    await user.click(await screen.findByRole('button', { name: 'Turn off two-factor sign-in' }));
    await user.type(await screen.findByLabelText('Authentication code or current password'), 'Secret1234');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await vi.waitFor(() => expect(sent('/api/user/two-factor/disable')).toEqual([expect.objectContaining({ current_password: 'Secret1234' })]));
    expect(sent('/api/user/two-factor/disable')[0]).not.toHaveProperty('otp');
  });
});
