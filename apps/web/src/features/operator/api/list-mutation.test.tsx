import type { OperatorItemBody } from '@skins/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOperatorItem, buildOperatorPack, buildOperatorPromo } from '../../../test/api-answers';
import { renderHookWithCache, stubApi } from '../../../test/render-routes';
import { useChangePrices } from './change-prices';
import { useChangePromo } from './change-promo';
import { useCreatePromo } from './create-promo';
import { useDisablePromo } from './disable-promo';
import type { OperatorList } from './list-mutation';
import { useSaveItem } from './save-item';
import { useSavePack } from './save-pack';
import { useSetItemWithdrawn } from './set-item-withdrawn';
import { useSetPackActive } from './set-pack-active';

const ok = (payload: unknown) => ({ status: 'OK', message: 'Saved', payload });
const lists: OperatorList[] = ['items', 'packs', 'promos'];
// The hooks send what they are given; the forms check it against the contract first (contract-save.ts).
const itemBody = { title: 'AK-47 | Redline', type: 'Rifle', price: 12.5 } as OperatorItemBody;

/** Every back-office list's first page and the dashboard, cached and fresh, so that only an invalidation marks one stale. */
const cached: [readonly unknown[], unknown][] = [...lists.map((list): [readonly unknown[], unknown] => [['operator', list, { page: 1 }], { status: 'OK', payload: [], meta: { total: 0, pages: 0 } }]), [['operator', 'dashboard'], {}]];

/** Runs the hook's mutation once with `input`; `stale()` names the lists (and the dashboard) it marked stale. */
function mutate<Input>(hook: () => { mutateAsync: (input: Input) => Promise<unknown> }, input: Input) {
  const { result, isStale } = renderHookWithCache(hook, cached);
  const stale = () => [...lists, 'dashboard'].filter((list) => isStale(list === 'dashboard' ? ['operator', 'dashboard'] : ['operator', list, { page: 1 }]));
  return { done: result.current.mutateAsync(input), stale };
}

/** The API answers `answer` at `route` (method and path) and records the calls. */
function stub(route: string, answer: unknown) {
  const api = stubApi({ [route]: answer });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api.calls;
}

// Each change hook of the catalogue, packs and promo codes screens: the call it makes and the list it refreshes.
const cases = [
  { name: 'useSaveItem (new)', route: 'POST /api/operator/items', answer: ok(buildOperatorItem()), list: 'items', run: () => mutate(() => useSaveItem(null), itemBody) },
  { name: 'useSaveItem (edit)', route: 'PUT /api/operator/items/7', answer: ok(buildOperatorItem()), list: 'items', run: () => mutate(() => useSaveItem(7), itemBody) },
  { name: 'useSetItemWithdrawn', route: 'POST /api/operator/items/7/withdraw', answer: ok(buildOperatorItem({ status: 'withdrawn' })), list: 'items', run: () => mutate(useSetItemWithdrawn, { id: 7, withdrawn: true }) },
  { name: 'useChangePrices', route: 'POST /api/operator/items/bulk-price', answer: { status: 'OK', message: 'Prices changed: 1', payload: { changed: 1, ids: [7] } }, list: 'items', run: () => mutate(useChangePrices, { percent: -10, ids: [7] }) },
  { name: 'useSavePack', route: 'POST /api/operator/packs', answer: ok(buildOperatorPack()), list: 'packs', run: () => mutate(() => useSavePack(null), { title: 'Starter pack', description: '', price: 20, item_ids: [7, 8] }) },
  { name: 'useSetPackActive', route: 'POST /api/operator/packs/3/withdraw', answer: ok(buildOperatorPack({ active: false })), list: 'packs', run: () => mutate(useSetPackActive, { id: 3, active: false }) },
  { name: 'useCreatePromo', route: 'POST /api/operator/promo-codes', answer: ok(buildOperatorPromo()), list: 'promos', run: () => mutate(useCreatePromo, { code: 'SPRING10', description: '', discount_type: 'percentage', discount_amount: 10, max_uses: null, per_customer_limit: 1, first_order_only: false, min_subtotal: null, expires_at: null, confirm_risk: true }) },
  { name: 'useChangePromo', route: 'PATCH /api/operator/promo-codes/4', answer: ok(buildOperatorPromo({ max_uses: 5 })), list: 'promos', run: () => mutate(() => useChangePromo(4), { max_uses: 5, expires_at: null, confirm_risk: false }) },
  { name: 'useDisablePromo', route: 'POST /api/operator/promo-codes/4/disable', answer: ok(buildOperatorPromo({ status: 'expired' })), list: 'promos', run: () => mutate(useDisablePromo, 4) },
] as const;

afterEach(() => vi.unstubAllGlobals());

describe('the back office catalogue mutations (SEAM-6: the api folder says what a change refreshes)', () => {
  it.each(cases)('OPS-79: $name calls $route and then refreshes the $list list only', async ({ route, answer, list, run: runCase }) => {
    const calls = stub(route, answer);
    const { done, stale } = runCase();
    await done;
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([route]);
    expect(stale()).toEqual([list]);
  });

  it.each(cases)('OPS-79: a refused $name refreshes nothing', async ({ route, run: runCase }) => {
    stub(route, [409, { status: 'error', message: 'Refused.' }]);
    const { done, stale } = runCase();
    await expect(done).rejects.toMatchObject({ status: 409, message: 'Refused.' });
    expect(stale()).toEqual([]);
  });
});
