import { orderStatusValues } from '@skins/contract';

/** The status filter of the orders list: every order status of spec §4, made readable. */
export const orderStatusOptions = orderStatusValues.map((s) => ({ value: s, label: s.replaceAll('_', ' ') }));
