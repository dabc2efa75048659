import type { DbOrTx } from '../../db/client.ts';

type OrderDroppedHook = (tx: DbOrTx, orderId: number) => Promise<void>;

const hooks = new Set<OrderDroppedHook>();

/**
 * Issue 48 (dependencies run one way): what else goes when an order is deleted as if never placed
 * (PAY-7, SCALE-4: undoOrder), registered by a module above checkout (payments' dropOrderPayments,
 * wired in app.ts) so that checkout imports none of them. A hook is kept once however often it is
 * registered (every app of a test run registers the same one).
 */
export function onOrderDropped(hook: OrderDroppedHook): void {
  hooks.add(hook);
}

/** Runs every hook in the order's transaction, before the order row is deleted. */
export async function orderDropped(tx: DbOrTx, orderId: number): Promise<void> {
  for (const hook of hooks) await hook(tx, orderId);
}
