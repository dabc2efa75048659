import { formatMoney } from '@skins/contract';

/** A back-office time (unix seconds) as 'YYYY-MM-DD HH:mm' UTC: operators compare them with the logs. */
export const when = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace('T', ' ').slice(0, 16);

/** A back-office amount in euro (orders, refunds). */
export const euros = (amount: number) => formatMoney(amount, 'EUR', '€');
