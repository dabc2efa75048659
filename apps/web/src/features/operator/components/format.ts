import { formatMoney } from '@skins/contract';

/** A back-office time (unix seconds) as 'YYYY-MM-DD HH:mm' UTC: operators compare them with the logs. */
export const when = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString().replace('T', ' ').slice(0, 16);

/** A change of a balance in credits, signed ('+5.50', '-2.00'): the ledger and the balance changes (OPS-134). */
export const signedCredits = (amount: number) => (amount > 0 ? `+${amount.toFixed(2)}` : amount.toFixed(2));

/** A back-office amount in euro (orders, refunds). */
export const euros = (amount: number) => formatMoney(amount, 'EUR', '€');
