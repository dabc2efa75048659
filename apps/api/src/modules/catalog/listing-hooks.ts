import type { Ctx } from '../../lib/ctx.ts';

/** What a hook of a listing is given: the request's database and mail, as a customer mail needs them. */
type ListingCtx = Pick<Ctx, 'db' | 'mail' | 'log' | 'publicUrl'>;
type ItemsListedHook = (ctx: ListingCtx, itemIds: readonly number[]) => Promise<void>;

const hooks = new Set<ItemsListedHook>();

/**
 * Issue 48 (dependencies run one way): what runs once items were listed (created, restored,
 * repriced, imported), registered by a module above the catalogue (WATCH-4: the watchlist's price
 * alerts, wired in app.ts) so that the catalogue imports none of them. A hook is kept once however
 * often it is registered (every app of a test run registers the same one).
 */
export function onItemsListed(hook: ItemsListedHook): void {
  hooks.add(hook);
}

/** Runs every hook after the listing's transaction committed, in the order they were registered. */
export async function itemsListed(ctx: ListingCtx, itemIds: readonly number[]): Promise<void> {
  if (itemIds.length === 0) return;
  for (const hook of hooks) await hook(ctx, itemIds);
}
