import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../test/api-answers';
import { renderRoutes, stubApi } from '../../test/render-routes';
import OperatorGate from './gate';
import { sections } from './sections';

const dashboard = {
  status: 'OK',
  payload: {
    queues: { offers_pending: 3, offers_awaiting_item: 1, offers_ready_for_payout: 2, payouts_processing: 4, deliveries_failed: 2, prompts_requested: 0, support_messages: 7, balance_changes_pending: 5, payout_conflicts: 0 },
    today: { from: '2031-05-04T00:00:00.000Z', sales: { count: 2, sum: 19.75 }, refunds: { count: 0, sum: 0 }, top_ups: { count: 1, sum: 20 } },
  },
};
const audit = {
  status: 'OK',
  payload: [{ id: 9, at: '2031-05-04T10:11:12.000Z', actor_id: 1, actor_email: 'op@example.com', action: 'offer.quote', target_type: 'offer', target_id: '12', before: { status: 'pending' }, after: { status: 'offer', price: 25 } }],
  meta: { total: 1, pages: 1 },
};

/** STAFF-WEB-1: the shell reads the staff role from the profile (an owner here, who sees every section). */
const owner = { status: 'OK', payload: buildProfile({ role: 'operator', two_factor_enabled: true }) };

function open(url: string, answers: Record<string, unknown>) {
  const api = stubApi({ '/api/user/profile': owner, ...answers });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return { ...renderRoutes({ '/operator/*': <OperatorGate />, '/auth': <p>sign in</p> }, url), calls: api.calls };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the back office gate and shell (/operator)', () => {
  it('OPS-41: a guest (401) goes to sign in with the way back', async () => {
    const { router } = open('/operator/audit?page=2', { '/api/operator/dashboard': [401, { status: 'error', message: 'Unauthenticated.' }] });
    expect(await screen.findByText('sign in')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(`/auth?form=signin&redirect=${encodeURIComponent('/operator/audit?page=2')}`);
  });

  it("OPS-41: a customer (403) is told the page is for operators, and no section is loaded", async () => {
    const { calls } = open('/operator', { '/api/operator/dashboard': [403, { status: 'error', message: 'This action is for shop operators only.' }] });
    expect(await screen.findByRole('heading', { name: "This page is for the shop's operators." })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(calls.map((c) => c.path)).toEqual(['/api/operator/dashboard']);
  });

  it("OPS-40, OPS-42: an operator gets the shell: its header, a link to the shop, a link per section and the dashboard's figures", async () => {
    open('/operator', { '/api/operator/dashboard': dashboard });
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Back office sections' });
    expect(await within(nav).findAllByRole('link')).toHaveLength(sections.length);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    // MAIL-9: the mail log is a section of its own.
    expect(within(nav).getByRole('link', { name: 'Mails' })).toHaveAttribute('href', '/operator/mails');
    expect(await screen.findByText('Offers to quote')).toBeInTheDocument();
    expect(screen.getByText('Offers to quote').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Support messages').nextSibling).toHaveTextContent('7');
    expect(screen.getByText('2 for €19.75')).toBeInTheDocument();
    expect(screen.getByText('1 for €20.00')).toBeInTheDocument();
  });

  it('OPS-154: the shell has a Reports section', async () => {
    open('/operator', { '/api/operator/dashboard': dashboard });
    const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
    expect(await within(nav).findByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/operator/reports');
  });

  it('OPS-134: the dashboard counts the balance changes waiting for a second operator and links to them', async () => {
    open('/operator', { '/api/operator/dashboard': dashboard });
    const card = await screen.findByRole('link', { name: 'Balance changes to approve' });
    expect(card).toHaveAttribute('href', '/operator/customers/balance-changes');
    expect(card.nextSibling).toHaveTextContent('5');
  });

  it('OPS-43: the audit log section lists who did what to what, before and after, and filters through the URL', async () => {
    const user = userEvent.setup();
    const { calls, router } = open('/operator/audit', { '/api/operator/dashboard': dashboard, '/api/operator/audit': audit });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, row] = within(table).getAllByRole('row');
    expect(row).toHaveTextContent('op@example.com');
    expect(row).toHaveTextContent('offer.quote');
    expect(row).toHaveTextContent('offer #12');
    expect(row).toHaveTextContent('{"status":"pending"}');
    expect(row).toHaveTextContent('{"status":"offer","price":25}');
    await user.type(screen.getByLabelText('Target id'), '12{Enter}');
    expect(router.state.location.search).toBe('?target_id=12');
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/operator/audit' && c.method === 'GET')).toBe(true));
  });

  it("OPS-155: the audit log's Export CSV link downloads the log with the page's current filters", async () => {
    const user = userEvent.setup();
    open('/operator/audit?action=offer.quote', { '/api/operator/dashboard': dashboard, '/api/operator/audit': audit });
    await screen.findByRole('table', { name: 'Audit log' });
    const href = () => new URL(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')!, 'http://x');
    expect(href().pathname).toBe('/api/operator/audit.csv');
    expect(Object.fromEntries(href().searchParams)).toEqual({ action: 'offer.quote' });
    await user.type(screen.getByLabelText('Target id'), '12{Enter}');
    await vi.waitFor(() => expect(Object.fromEntries(href().searchParams)).toEqual({ action: 'offer.quote', target_id: '12' }));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');
  });

  it('OPS-42: an unknown back office path opens the dashboard', async () => {
    const { router } = open('/operator/nowhere', { '/api/operator/dashboard': dashboard });
    expect(await screen.findByText('Offers to quote')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/operator');
  });
});
