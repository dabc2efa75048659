import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../app/session-store';
import { renderRoutes, stubApi } from '../../test/render-routes';
import SupportPage from './support-page';
import { buildProfile } from '../../test/api-answers';

const sent = { status: 'OK', message: 'Your message has been sent. We will get back to you soon.', payload: { id: 7 } };

function open(answer: unknown = sent, extra: Record<string, unknown> = {}) {
  const api = stubApi({ '/api/sanctum/csrf-cookie': null, 'POST /api/support/messages': answer, ...extra });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/support': <SupportPage /> }, '/support');
  return api.calls;
}

async function fill(user: ReturnType<typeof userEvent.setup>, message = 'My order has not arrived yet.') {
  await user.type(screen.getByLabelText('Name'), 'Ana');
  await user.type(screen.getByLabelText('Surname'), 'Silva');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.selectOptions(screen.getByLabelText('Topic'), 'Payment');
  await user.type(screen.getByLabelText('Message'), message);
}

afterEach(() => {
  cleanup();
  act(() => sessionStore.set(false));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the support page (spec §2 Other screens)', () => {
  it('SUPPORT-1: each field shows its first failing rule under it, and nothing is sent', async () => {
    const user = userEvent.setup();
    const calls = open();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    for (const text of ['Name is required', 'Surname is required', 'Email is required', 'Please choose a topic', 'Message is required'])
      expect(await screen.findByText(text)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ana@example');
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('9 / 5000')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('SUPPORT-2: a valid message is sent with the CSRF cookie first, toasts success and clears the form', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success');
    const calls = open();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Your message has been sent. We will get back to you soon.'));
    const paths = calls.map((c) => `${c.method} ${c.path}`);
    expect(paths.indexOf('GET /api/sanctum/csrf-cookie')).toBeLessThan(paths.indexOf('POST /api/support/messages'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Ana', surname: 'Silva', email: 'ana@example.com', topic: 'Payment', message: 'My order has not arrived yet.' });
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Topic')).toHaveValue('');
  });

  it("SUPPORT-4: the server's rate-limit message shows on the form", async () => {
    const user = userEvent.setup();
    open([429, { status: 'error', code: 'SUPPORT_RATE_LIMITED', message: 'You have sent several messages in a short time. Please wait a few minutes before sending another.' }]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have sent several messages in a short time. Please wait a few minutes before sending another.');
    expect(screen.getByLabelText('Message')).toHaveValue('My order has not arrived yet.');
  });

  it("SUPPORT-1: the server's field errors show under their fields", async () => {
    const user = userEvent.setup();
    open([422, { status: 'error', message: 'Invalid email format', errors: { email: ['Invalid email format'] } }]);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("SUPPORT-6: a signed-in user's name, surname and email are prefilled, and stay after sending", async () => {
    const user = userEvent.setup();
    act(() => sessionStore.set(true));
    open(sent, { '/api/user/profile': { status: 'OK', payload: buildProfile({ name: 'Rita', surname: 'Costa', email: 'rita@example.com', balance: 0 }) } });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Rita'));
    expect(screen.getByLabelText('Surname')).toHaveValue('Costa');
    expect(screen.getByLabelText('Email')).toHaveValue('rita@example.com');
    await user.selectOptions(screen.getByLabelText('Topic'), 'Account');
    await user.type(screen.getByLabelText('Message'), 'Please change my trade link.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue(''));
    expect(screen.getByLabelText('Email')).toHaveValue('rita@example.com');
  });
});
