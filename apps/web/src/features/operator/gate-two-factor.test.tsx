import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../app/session-store';
import { buildProfile } from '../../test/api-answers';
import { renderRoutes, stubApi } from '../../test/render-routes';
import OperatorGate from './gate';

const dashboard = {
  status: 'OK',
  payload: {
    queues: { offers_pending: 3, offers_awaiting_item: 1, offers_ready_for_payout: 2, payouts_processing: 4, deliveries_failed: 2, prompts_requested: 0, support_messages: 7, balance_changes_pending: 5, payout_conflicts: 0 },
    today: { from: '2031-05-04T00:00:00.000Z', sales: { count: 2, sum: 19.75 }, refunds: { count: 0, sum: 0 }, top_ups: { count: 1, sum: 20 } },
  },
};
const setupRequired = [403, { status: 'error', code: 'AUTH_TWO_FACTOR_SETUP_REQUIRED', message: 'Set up two-factor sign-in on your profile to open the back office.' }];
const operator = (twoFactor: boolean) => ({ status: 'OK', payload: buildProfile({ role: 'operator', two_factor_enabled: twoFactor }) });

function open(url: string, answers: Record<string, unknown>) {
  vi.stubGlobal('fetch', vi.fn(stubApi(answers).fetch));
  return renderRoutes({ '/operator/*': <OperatorGate />, '/account/personal': <p>profile page</p> }, url);
}

async function expectSetupPage() {
  expect(await screen.findByRole('heading', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  expect(screen.getByText('The back office opens once two-factor sign-in is on for your account.')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Back office' })).toBeNull();
  expect(screen.getByRole('link', { name: 'Set up two-factor sign-in' })).toHaveAttribute('href', '/account/personal#two-factor');
}

beforeEach(() => {
  vi.spyOn(sessionStore, 'isSignedIn').mockReturnValue(true);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the back office gate and two-factor sign-in (SEC-24)', () => {
  it('SEC-24: an operator whose profile says two-factor sign-in is off gets the setup page, whose link opens the profile section', async () => {
    const user = userEvent.setup();
    const { router } = open('/operator', { '/api/operator/dashboard': dashboard, '/api/user/profile': operator(false) });
    await expectSetupPage();
    await user.click(screen.getByRole('link', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#two-factor');
  });

  it('SEC-24: the gate\'s call answered 403 AUTH_TWO_FACTOR_SETUP_REQUIRED shows the setup page, not "for operators only"', async () => {
    open('/operator', { '/api/operator/dashboard': setupRequired, '/api/user/profile': operator(true) });
    await expectSetupPage();
    expect(screen.queryByText("This page is for the shop's operators.")).toBeNull();
  });

  it('SEC-24: a later operator call answered with that code replaces the back office with the setup page', async () => {
    open('/operator/audit', { '/api/operator/dashboard': dashboard, '/api/user/profile': operator(true), '/api/operator/audit': setupRequired });
    await expectSetupPage();
  });

  it('SEC-24: an operator with two-factor sign-in on gets the back office', async () => {
    open('/operator', { '/api/operator/dashboard': dashboard, '/api/user/profile': operator(true) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Set up two-factor sign-in' })).toBeNull();
  });
});
