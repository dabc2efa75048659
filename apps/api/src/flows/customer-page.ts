import type { OperatorCustomer } from '@skins/contract';
import type { DbOrTx } from '../db/client.ts';
import { findCustomer } from '../modules/account/index.ts';
import { countOrdersOf } from '../modules/checkout/index.ts';

/**
 * OPS-83: the back office's customer page: the account with the count of its orders. The accounts
 * sit below checkout (issue 48), so the two meet here.
 */
export async function customerPage(db: DbOrTx, id: number): Promise<OperatorCustomer & { orders_count: number }> {
  const customer = await findCustomer(db, id);
  return { ...customer, orders_count: await countOrdersOf(db, id) };
}
