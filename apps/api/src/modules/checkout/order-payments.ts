import type { OrderDetails } from '@skins/contract';
import type { DbOrTx } from '../../db/client.ts';

/**
 * A provider payment of an order as checkout reads it (the order's details, its refund). The
 * payments are payments' rows, above checkout (issue 48 tiers): a flow hands checkout the reader
 * (payments' paymentsOfOrder), so checkout imports no payments.
 */
export interface OrderPayment {
  id: number;
  method: string;
  amountCents: number;
  status: OrderDetails['payment']['state'];
  reference: string;
  createdAt: Date;
}

/** The provider payments of an order, oldest first. */
export type OrderPaymentsOf = (db: DbOrTx, orderId: number) => Promise<OrderPayment[]>;
