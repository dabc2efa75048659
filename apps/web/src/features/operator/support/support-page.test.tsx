import '../../../i18n/operator';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import SupportPage from './support-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const message = { id: 3, user_id: null, name: 'Ana', surname: 'Silva', email: 'ana@example.com', topic: 'Order', message: 'Where is my skin?', created_at: 1_790_000_000, answered_at: null, answered_by: null, replies: [] };

describe('SupportPage', () => {
  it('OPS-94: lists the messages with their filter and marks one answered, then shows who and when', async () => {
    let answered = false;
    const api = stubApi({
      'GET /api/operator/support': () => ({ status: 'OK', payload: [answered ? { ...message, answered_at: 1_790_000_600, answered_by: 'op@example.com' } : message], meta: { total: 1, pages: 1 } }),
      'POST /api/operator/support/3/answered': () => {
        answered = true;
        return { status: 'OK', payload: { ...message, answered_at: 1_790_000_600, answered_by: 'op@example.com' } };
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/operator/support': <SupportPage /> }, '/operator/support?answered=false');
    const table = await screen.findByRole('table', { name: 'Support' });
    expect(within(table).getByText('Where is my skin?')).toBeInTheDocument();
    expect(api.calls[0]?.path).toBe('/api/operator/support');
    expect(screen.getByLabelText('Answered')).toHaveValue('false');
    fireEvent.click(within(table).getByRole('button', { name: 'Mark answered: Order' }));
    await waitFor(() => expect(within(table).getByText('op@example.com, 2026-09-21 14:23')).toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/api/operator/support/3/answered')).toBe(true);
  });

  it('OPS-94: a long unbroken message or topic wraps inside its bounded cell instead of widening the table past its card', async () => {
    const long = { ...message, topic: 'Refund'.repeat(40), message: 'a'.repeat(3000) };
    const api = stubApi({ 'GET /api/operator/support': { status: 'OK', payload: [long], meta: { total: 1, pages: 1 } } });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/operator/support': <SupportPage /> }, '/operator/support');
    const table = await screen.findByRole('table', { name: 'Support' });
    expect(within(table).getByText(long.message)).toHaveClass('block', '[overflow-wrap:anywhere]', 'max-w-md', 'whitespace-pre-wrap');
    expect(within(table).getByText(long.topic)).toHaveClass('block', '[overflow-wrap:anywhere]', 'max-w-xs');
  });

  it('OPS-124: Reply opens a dialog that names the sender; a blank reply is refused there; a sent one is toasted and listed under the message with who and when', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const sent = { id: 9, message: 'Your skin was sent today.', by: 'op@example.com', at: 1_790_000_600 };
    let replies: (typeof sent)[] = [];
    const api = stubApi({
      'GET /api/operator/support': () => ({ status: 'OK', payload: [{ ...message, replies }], meta: { total: 1, pages: 1 } }),
      'POST /api/operator/support/3/reply': () => {
        replies = [sent];
        return { status: 'OK', message: 'The reply was mailed to the customer.', payload: { ...message, answered_at: sent.at, answered_by: sent.by, replies } };
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/operator/support': <SupportPage /> }, '/operator/support');
    const table = await screen.findByRole('table', { name: 'Support' });
    expect(within(table).queryByRole('list', { name: 'Replies to Order' })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Reply: Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Reply to Ana Silva' });
    expect(dialog).toHaveTextContent('Mailed to ana@example.com about "Order"');
    const field = within(dialog).getByLabelText('Your reply');
    expect(field).toHaveAttribute('maxLength', '5000');
    await user.type(field, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reply' }));
    expect(within(dialog).getByText('Your reply is required')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.clear(field);
    await user.type(field, '  Your skin was sent today.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')).toEqual({ method: 'POST', path: '/api/operator/support/3/reply', body: { message: 'Your skin was sent today.' } });
    expect(success).toHaveBeenCalledWith('The reply was mailed to the customer.');
    const list = await within(table).findByRole('list', { name: 'Replies to Order' });
    expect(within(list).getByText('Your skin was sent today.')).toBeInTheDocument();
    expect(within(list).getByText('op@example.com, 2026-09-21 14:23')).toBeInTheDocument();
  });
});
