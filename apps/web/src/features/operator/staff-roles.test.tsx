import type { StaffRole } from '@skins/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildProfile } from '../../test/api-answers';
import { onePage, renderRoutes, stubApi } from '../../test/render-routes';
import OperatorGate from './gate';
import { mayOpen, sections } from './sections';

const dashboard = {
  status: 'OK',
  payload: {
    queues: { offers_pending: 0, offers_awaiting_item: 0, offers_ready_for_payout: 0, payouts_processing: 0, deliveries_failed: 0, prompts_requested: 0, support_messages: 0, balance_changes_pending: 0, payout_conflicts: 0 },
    today: { from: '2031-05-04T00:00:00.000Z', sales: { count: 0, sum: 0 }, refunds: { count: 0, sum: 0 }, top_ups: { count: 0, sum: 0 } },
  },
};

function openAs(staffRole: StaffRole, url: string, answers: Record<string, unknown> = {}) {
  const api = stubApi({
    '/api/operator/dashboard': dashboard,
    '/api/user/profile': { status: 'OK', payload: buildProfile({ role: 'operator', two_factor_enabled: true, staff_role: staffRole }) },
    ...answers,
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return { ...renderRoutes({ '/operator/*': <OperatorGate /> }, url), calls: api.calls };
}

async function navLinks() {
  const nav = await screen.findByRole('navigation', { name: 'Back office sections' });
  return (await within(nav).findAllByRole('link')).map((a) => a.textContent);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the back office by staff role (issue 47)', () => {
  it('STAFF-WEB-1: a support member is shown the dashboard, skin requests, orders, customers, support and mails only', async () => {
    openAs('support', '/operator');
    expect(await navLinks()).toEqual(['Dashboard', 'Skin requests', 'Orders', 'Customers', 'Support', 'Mails']);
  });

  it('STAFF-WEB-1: a finance member is shown the dashboard, payouts, payout conflicts, orders, customers (for balance changes) and reports only', async () => {
    openAs('finance', '/operator');
    expect(await navLinks()).toEqual(['Dashboard', 'Payouts', 'Payout conflicts', 'Orders', 'Customers', 'Reports']);
  });

  it('STAFF-WEB-1: an owner is shown every section, the Staff section last', async () => {
    openAs('owner', '/operator');
    const links = await navLinks();
    expect(links).toHaveLength(sections.length);
    expect(links.at(-1)).toBe('Staff');
  });

  it("STAFF-WEB-1: a support member at the payouts' address is told the role cannot open it, with a link to the dashboard, and the payouts are not asked for", async () => {
    const user = userEvent.setup();
    const { calls, router } = openAs('support', '/operator/payouts', { '/api/operator/payouts': onePage([]) });
    expect(await screen.findByRole('heading', { name: 'Your role cannot open this page.' })).toBeInTheDocument();
    expect(calls.some((c) => c.path.startsWith('/api/operator/payouts'))).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Go to the dashboard' }));
    expect(router.state.location.pathname).toBe('/operator');
    expect(await screen.findByText('Offers to quote')).toBeInTheDocument();
  });

  it('STAFF-WEB-1: finance opens the balance changes under customers and the customers (where a balance is changed), but not support', async () => {
    const { calls } = openAs('finance', '/operator/customers/balance-changes', { '/api/operator/balance-changes': onePage([]) });
    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/operator/balance-changes')).toBe(true);
    expect(mayOpen('finance', 'customers')).toBe(true);
    expect(mayOpen('finance', 'customers/12')).toBe(true);
    expect(mayOpen('finance', 'support')).toBe(false);
    expect(mayOpen('support', 'customers/balance-changes')).toBe(false);
  });

  it('STAFF-WEB-1: a section decides by whole path segments; an unknown address (which opens the dashboard) is open to every role, nothing without a role', () => {
    expect(mayOpen('finance', 'payout-conflicts')).toBe(true);
    expect(mayOpen('support', 'payout-conflicts')).toBe(false);
    expect(mayOpen('support', 'orders/5')).toBe(true);
    expect(mayOpen('support', 'staff')).toBe(false);
    expect(mayOpen('finance', 'offers')).toBe(false);
    expect(mayOpen('owner', 'staff')).toBe(true);
    expect(mayOpen('support', 'nowhere')).toBe(true);
    expect(mayOpen(null, '')).toBe(false);
  });
});

describe('the dashboard by staff role (issue 47)', () => {
  it("STAFF-WEB-1: the dashboard's queues link only to the sections the role may open; the others show their count without a link", async () => {
    openAs('support', '/operator');
    expect(await screen.findByRole('link', { name: 'Skin requests to answer' })).toHaveAttribute('href', '/operator/prompts?status=requested');
    expect(screen.queryByRole('link', { name: 'Offers to quote' })).toBeNull();
    expect(screen.getByText('Offers to quote')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Balance changes to approve' })).toBeNull();
  });

  it('STAFF-WEB-4: support reads the orders and customers lists without their Export CSV (finance\'s); finance has it', async () => {
    const lists = { '/api/operator/orders': onePage([]), '/api/operator/customers': onePage([]) };
    for (const [role, shown] of [['support', 0], ['finance', 1]] as const) {
      for (const url of ['/operator/orders', '/operator/customers']) {
        openAs(role, url, lists);
        expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
        // The nav is drawn once the profile (the role) has answered: the link's absence is judged after it.
        await navLinks();
        await waitFor(() => expect(screen.queryAllByRole('link', { name: 'Export CSV' })).toHaveLength(shown));
        cleanup();
      }
    }
  });
});
