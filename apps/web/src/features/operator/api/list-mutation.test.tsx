import type { OperatorItemBody } from '@skins/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOperatorItem, buildOperatorPack, buildOperatorPromo } from '../../../test/api-answers';
import { stubApi } from '../../../test/render-routes';
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

/**
 * A client holding a fresh first page of every back-office list and the dashboard, so that only an
 * invalidation marks one stale; `stale()` names the lists the change marked.
 */
function setup(route: string, answer: unknown) {
  const api = stubApi({ [route]: answer });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const list of lists) client.setQueryData(['operator', list, { page: 1 }], { status: 'OK', payload: [], meta: { total: 0, pages: 0 } });
  client.setQueryData(['operator', 'dashboard'], {});
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const stale = () => [...lists, 'dashboard'].filter((list) => client.getQueryState(list === 'dashboard' ? ['operator', 'dashboard'] : ['operator', list, { page: 1 }])?.isInvalidated);
  return { wrapper, stale, calls: api.calls };
}

// Each change hook of the catalogue, packs and promo codes screens: the call it makes and the list it refreshes.
const cases = [
  { name: 'useSaveItem (new)', route: 'POST /api/operator/items', answer: ok(buildOperatorItem()), list: 'items', run: (w: Wrapper) => run(w, () => useSaveItem(null), itemBody) },
  { name: 'useSaveItem (edit)', route: 'PUT /api/operator/items/7', answer: ok(buildOperatorItem()), list: 'items', run: (w: Wrapper) => run(w, () => useSaveItem(7), itemBody) },
  { name: 'useSetItemWithdrawn', route: 'POST /api/operator/items/7/withdraw', answer: ok(buildOperatorItem({ status: 'withdrawn' })), list: 'items', run: (w: Wrapper) => run(w, useSetItemWithdrawn, { id: 7, withdrawn: true }) },
  { name: 'useChangePrices', route: 'POST /api/operator/items/bulk-price', answer: { status: 'OK', message: 'Prices changed: 1', payload: { changed: 1, ids: [7] } }, list: 'items', run: (w: Wrapper) => run(w, useChangePrices, { percent: -10, ids: [7] }) },
  { name: 'useSavePack', route: 'POST /api/operator/packs', answer: ok(buildOperatorPack()), list: 'packs', run: (w: Wrapper) => run(w, () => useSavePack(null), { title: 'Starter pack', description: '', price: 20, item_ids: [7, 8] }) },
  { name: 'useSetPackActive', route: 'POST /api/operator/packs/3/withdraw', answer: ok(buildOperatorPack({ active: false })), list: 'packs', run: (w: Wrapper) => run(w, useSetPackActive, { id: 3, active: false }) },
  { name: 'useCreatePromo', route: 'POST /api/operator/promo-codes', answer: ok(buildOperatorPromo()), list: 'promos', run: (w: Wrapper) => run(w, useCreatePromo, { code: 'SPRING10', description: '', discount_type: 'percentage', discount_amount: 10, max_uses: null, per_customer_limit: 1, first_order_only: false, expires_at: null }) },
  { name: 'useChangePromo', route: 'PATCH /api/operator/promo-codes/4', answer: ok(buildOperatorPromo({ max_uses: 5 })), list: 'promos', run: (w: Wrapper) => run(w, () => useChangePromo(4), { max_uses: 5, expires_at: null }) },
  { name: 'useDisablePromo', route: 'POST /api/operator/promo-codes/4/disable', answer: ok(buildOperatorPromo({ status: 'expired' })), list: 'promos', run: (w: Wrapper) => run(w, useDisablePromo, 4) },
] as const;

type Wrapper = (props: { children: ReactNode }) => ReactNode;

/** Renders the hook and runs its mutation once with `input`. */
function run<Input>(wrapper: Wrapper, hook: () => { mutateAsync: (input: Input) => Promise<unknown> }, input: Input) {
  return renderHook(hook, { wrapper }).result.current.mutateAsync(input);
}

afterEach(() => vi.unstubAllGlobals());

describe('the back office catalogue mutations (SEAM-6: the api folder says what a change refreshes)', () => {
  it.each(cases)('OPS-79: $name calls $route and then refreshes the $list list only', async ({ route, answer, list, run: runCase }) => {
    const { wrapper, stale, calls } = setup(route, answer);
    await runCase(wrapper);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([route]);
    expect(stale()).toEqual([list]);
  });

  it.each(cases)('OPS-79: a refused $name refreshes nothing', async ({ route, run: runCase }) => {
    const { wrapper, stale } = setup(route, [409, { status: 'error', message: 'Refused.' }]);
    await expect(runCase(wrapper)).rejects.toMatchObject({ status: 409, message: 'Refused.' });
    expect(stale()).toEqual([]);
  });
});
