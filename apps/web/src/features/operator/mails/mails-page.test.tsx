import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onePage, renderPageWithApi, renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import MailDetail from './mail-detail';
import MailsList from './mails-list';

const mail = {
  id: 5,
  to: 'seller@example.com',
  user_id: 3,
  kind: 'payout_failed',
  subject: 'Payout failed: €24.99',
  language: 'en',
  state: 'failed',
  error: '550 mailbox unavailable',
  one_time_link: false,
  resend_of: null,
  created_at: 1_900_000_000,
};
const detail = { ...mail, text: 'Hello Ann,\n\nYour payout of €24.99 could not be completed.\n<script>alert(1)</script>', html: null };
const reset = { ...mail, id: 6, kind: 'password_reset', subject: 'Reset your password', state: 'sent', error: null, one_time_link: true, text: 'Choose a new password here:\n[one-time link: not kept in the mail log]', html: null };

/** Opens one mail of the log against a stubbed API. */
function openMail(id: number, answers: Parameters<typeof stubApi>[0]) {
  const api = stubApi(answers);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/operator/mails/:id': <MailDetail /> }, `/operator/mails/${id}`);
  return api.calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('back office: the mail log', () => {
  it('MAIL-9: the list shows each mail with its state and links to it; search, kind, state and days go to the API', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    renderPageWithApi(<MailsList />, '/operator/mails?from=2030-03-01&to=2030-03-31', { '/api/operator/mails': onePage([mail]) });
    const table = await screen.findByRole('table', { name: 'Mails' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('seller@example.com');
    expect(row).toHaveTextContent('Failed');
    expect(within(row!).getByRole('link', { name: 'Payout failed: €24.99' })).toHaveAttribute('href', '/operator/mails/5');
    // The date range is two day pickers, filled from the URL.
    expect(screen.getByLabelText('From (day)')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('To (day)')).toHaveValue('2030-03-31');
    await user.selectOptions(screen.getByLabelText('State'), 'failed');
    await user.selectOptions(screen.getByLabelText('Kind'), 'payout_failed');
    await user.type(screen.getByLabelText('Recipient or subject'), 'seller{Enter}');
    const asked = () => vi.mocked(fetch).mock.calls.map(([url]) => new URL(String(url)).searchParams);
    await waitFor(() =>
      expect(asked().some((q) => q.get('q') === 'seller' && q.get('state') === 'failed' && q.get('kind') === 'payout_failed' && q.get('from') === '2030-03-01' && q.get('to') === '2030-03-31')).toBe(true),
    );
  });

  it('MAIL-9: a mail shows its subject, recipient, state, error and body as text (never as markup)', async () => {
    openMail(5, { '/api/operator/mails/5': { status: 'OK', payload: detail } });
    expect(await screen.findByRole('heading', { name: 'Payout failed: €24.99' })).toBeInTheDocument();
    expect(screen.getByText('seller@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('mail-error')).toHaveTextContent('550 mailbox unavailable');
    expect(screen.getByTestId('mail-body')).toHaveTextContent('<script>alert(1)</script>');
    expect(document.querySelector('script')).toBeNull();
  });

  it('MAIL-9: an HTML body is shown in a sandboxed frame that runs no scripts', async () => {
    openMail(5, { '/api/operator/mails/5': { status: 'OK', payload: { ...detail, html: '<p>Hi</p><script>alert(1)</script>' } } });
    const frame = await screen.findByTitle('The mail as HTML');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hi</p>');
  });

  it("MAIL-9: 'Send again' asks first, posts the resend and toasts it", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const calls = openMail(5, {
      '/api/operator/mails/5': { status: 'OK', payload: detail },
      'POST /api/operator/mails/5/resend': { status: 'OK', message: 'The mail was sent again to seller@example.com.', payload: { ...detail, id: 7, state: 'sent', error: null, resend_of: 5 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    const dialog = screen.getByRole('dialog', { name: 'Send mail #5 again?' });
    expect(dialog).toHaveTextContent('seller@example.com');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/operator/mails/5/resend']);
    expect(success).toHaveBeenCalledWith('The mail was sent again to seller@example.com.');
  });

  it('MAIL-9, MAIL-5: a one-time-link mail cannot be sent again and says why (MAIL_ONE_TIME_LINK: ask for a new link)', async () => {
    const calls = openMail(6, { '/api/operator/mails/6': { status: 'OK', payload: reset } });
    const button = await screen.findByRole('button', { name: 'Send again' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/ask the customer to request a new link/);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("MAIL-9: a refused resend stays in the dialog with the API's text", async () => {
    const user = userEvent.setup();
    openMail(5, {
      '/api/operator/mails/5': { status: 'OK', payload: detail },
      'POST /api/operator/mails/5/resend': [502, { status: 'error', code: 'OPS_MAIL_SEND_FAILED', message: 'The mail could not be sent again: 550 mailbox unavailable. The attempt is in the mail log.' }],
    });
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    const dialog = screen.getByRole('dialog', { name: 'Send mail #5 again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await within(dialog).findByText(/could not be sent again/)).toBeInTheDocument();
  });
});
