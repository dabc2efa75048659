import { describe, expect, it } from 'vitest';
import { topUpProblem } from './personal-tab';
import { topUpMaximum, topUpMinimum } from './topup-flow';
import { resolveAccountTab, visibleTabs } from './tabs';

describe('account tabs (spec §2)', () => {
  it('AUTH-WEB-8: the path selects the tab, ?tab= on /account too, default personal', () => {
    expect(resolveAccountTab('/account', null, true)).toEqual({ tab: 'personal' });
    expect(resolveAccountTab('/account/orders', null, true)).toEqual({ tab: 'orders' });
    expect(resolveAccountTab('/account/transactions/', 'orders', true)).toEqual({ tab: 'transactions' });
    expect(resolveAccountTab('/account', 'transactions', true)).toEqual({ tab: 'transactions' });
    expect(resolveAccountTab('/account', 'nonsense', true)).toEqual({ tab: 'personal' });
  });
  it('AUTH-WEB-8: offers only when offer_enabled; otherwise it redirects to /account/personal', () => {
    expect(resolveAccountTab('/account/offers', null, true)).toEqual({ tab: 'offers' });
    expect(resolveAccountTab('/account/offers', null, false)).toEqual({ tab: 'personal', redirect: '/account/personal' });
    expect(resolveAccountTab('/account', 'offers', false).redirect).toBe('/account/personal');
    expect(visibleTabs(false)).toEqual(['personal', 'transactions', 'orders']);
    expect(visibleTabs(true)).toContain('offers');
  });
  it('AUTH-WEB-8: the top-up amount needs a number of at least the minimum', () => {
    expect(topUpProblem('', 1)).toEqual({ key: 'account_valid_amount' });
    expect(topUpProblem('abc', 1)).toEqual({ key: 'account_valid_amount' });
    expect(topUpProblem('0.5', 1)).toEqual({ key: 'account_min_top_up', n: 1 });
    expect(topUpProblem('20', 1)).toBeNull();
  });
  it('PAY-28: the top-up amount refuses a negative amount and one above the maximum in the first step', () => {
    expect(topUpProblem('-5', 1, 10_000)).toEqual({ key: 'account_valid_amount' });
    expect(topUpProblem('1000000000', 1, 10_000)).toEqual({ key: 'account_max_top_up', n: 10_000 });
    expect(topUpProblem('10000', 1, 10_000)).toBeNull();
    expect(topUpMaximum({ max_top_up: 42_500 })).toBe(42_500);
    expect(topUpMaximum(undefined)).toBe(Infinity);
  });
  it('PAY-21: the minimum is min_top_up, already in the chosen currency as the server enforces it, before minTopUpAmount (euro)', () => {
    expect(topUpMinimum({ min_top_up: 1.08, minTopUpAmount: 1 })).toBe(1.08);
    expect(topUpMinimum({ min_top_up: 0, minTopUpAmount: 2 })).toBe(2);
    expect(topUpMinimum(undefined)).toBe(1);
  });
});
