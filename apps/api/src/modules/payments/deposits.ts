import { depositMessages, errorCatalog, formatMoney, toEuroCents, toMinor, toMajor, type DepositCheckoutBody, type PaymentHistoryRow } from '@skins/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { PaymentProvider } from '../../adapters/payments/port.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorTextWith } from '../../lib/error-texts.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { centsToCreditsMinor } from '../../lib/money.ts';
import { readSettings } from '../content/index.ts';
import { insertPayment, newPaymentReference, openProviderCheckout, paymentPagesOf, requireProvider, returnUrls } from './payment-records.ts';
import { deposits, type depositStatuses } from './tables.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';

type UserCtx = RootCtx & { userId: number };

/**
 * PAY-20, PAY-21: POST /deposit/checkout. The amount is in the request's currency and must reach
 * the minimum top-up in that currency; the credit is fixed now in the internal currency (PAY-5).
 */
export async function depositCheckout(ctx: UserCtx, deps: { provider: PaymentProvider | null }, accountEmail: string | null, body: DepositCheckoutBody) {
  // PAY-20: the amount is in the asked currency: one the shop does not list is refused, not read as the default's.
  if (ctx.locale.unlistedCurrency !== undefined) throw new AppError('DEPOSIT_INVALID_CURRENCY', { fields: { currency: [errorCatalog.DEPOSIT_INVALID_CURRENCY.message] } });
  const settings = await readSettings(ctx.db);
  const currency = ctx.locale.currency;
  const minimum = toMajor(toMinor(settings.min_top_up * currency.value));
  if (body.amount < minimum) {
    const params = { n: formatMoney(minimum, currency.code, currency.symbol) };
    throw new AppError('DEPOSIT_BELOW_MINIMUM', { params, fields: { amount: [errorTextWith('DEPOSIT_BELOW_MINIMUM', 'en', params)] } });
  }
  // PAY-28: and at most the maximum, in the same currency.
  const maximum = toMajor(toMinor(settings.max_top_up * currency.value));
  if (body.amount > maximum) {
    const params = { n: formatMoney(maximum, currency.code, currency.symbol) };
    throw new AppError('DEPOSIT_ABOVE_MAXIMUM', { params, fields: { amount: [errorTextWith('DEPOSIT_ABOVE_MAXIMUM', 'en', params)] } });
  }
  const method = body.paymentType;
  if (method !== 'card' && !settings.payment_methods.some((m) => m.code === method && m.code !== 'balance')) {
    throw new AppError('CHECKOUT_PAYMENT_METHOD', { fields: { paymentType: [depositMessages.paymentTypeRequired] } });
  }
  const email = body.email ?? accountEmail;
  if (!email) throw new AppError('DEPOSIT_EMAIL_REQUIRED', { fields: { email: [depositMessages.emailRequired] } });
  const amountCents = toEuroCents(body.amount, currency.value);
  const creditsMinor = centsToCreditsMinor(amountCents, settings.internal_currency.exchange_rate_eur);
  if (amountCents <= 0 || creditsMinor <= 0) throw new AppError('COMMON_BAD_INPUT', { message: depositMessages.amountInvalid, fields: { amount: [depositMessages.amountInvalid] } });

  const provider = requireProvider(deps.provider);
  const reference = newPaymentReference();
  return withTransaction(ctx, async (tx) => {
    const [deposit] = await tx
      .insert(deposits)
      .values({
        userId: ctx.userId,
        amountCents,
        currency: currency.code,
        amountInCurrencyMinor: toMinor(body.amount),
        internalAmountMinor: creditsMinor,
        paymentType: method,
        contact: { name: body.name, surname: body.surname, phone: body.phone, email, country: body.country, city: body.city, address: body.address, postCode: body.postCode },
      })
      .returning({ id: deposits.id });
    const target = { kind: 'deposit' as const, id: deposit!.id };
    const redirectUrl = await openProviderCheckout(provider, { reference, amountCents, method, returnUrls: returnUrls(ctx.publicUrl, target) });
    await insertPayment(tx, { target, provider: provider.name, reference, method, amountCents, redirectUrl });
    return { id: deposit!.id, redirectUrl };
  });
}

// PAY-35: an expired top-up ends the pending page's polling as a failed one, as an expired order does (PAY-16).
const statusLabel = { pending: 'Pending', success: 'Success', error: 'Error', cancelled: 'Cancelled', expired: 'Error' } as const;

/** PAY-22: GET /deposit/status/{id}: the user's own top-ups only, else 404. */
export async function depositStatus(ctx: UserCtx, id: number) {
  const [row] = await ctx.db.select({ status: deposits.status }).from(deposits).where(and(eq(deposits.id, id), eq(deposits.userId, ctx.userId)));
  if (!row) throw new AppError('DEPOSIT_NOT_FOUND');
  return statusLabel[row.status];
}

const historyStatus: Record<(typeof depositStatuses)[number], PaymentHistoryRow['status']> = { pending: 'pending', success: 'success', error: 'error', cancelled: 'error', expired: 'error' };

/** PAY-23: GET /deposit/history: spec §3 Payment history rows, newest first. */
export async function depositHistory(ctx: UserCtx): Promise<PaymentHistoryRow[]> {
  const rows = await ctx.db.select().from(deposits).where(eq(deposits.userId, ctx.userId)).orderBy(desc(deposits.createdAt), desc(deposits.id)).limit(500);
  const pages = await paymentPagesOf(
    ctx.db,
    rows.filter((d) => d.status === 'pending').map((d) => d.id),
    'deposit',
  );
  return rows.map((d) => ({
    id: d.id,
    created_at: unixSeconds(d.createdAt),
    description: d.description,
    sum: toMajor(d.amountInCurrencyMinor),
    payment_type: d.paymentType,
    internal_currency_sum: toMajor(d.internalAmountMinor),
    currency: d.currency,
    status: historyStatus[d.status],
    state: d.status,
    payment_url: pages.get(d.id) ?? null,
  }));
}
