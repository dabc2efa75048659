import { STATEMENT_CSV_MAX_ROWS, STATEMENT_PAGE_SIZE, convertCents, messagesPaymentsEn, toMajor, type StatementKind, type StatementPayload, type StatementQuery, type StatementRow } from '@skins/contract';
import { dayRangeTimes } from '../db/day-range.ts';
import type { Ctx } from '../lib/ctx.ts';
import type { CsvTable } from '../lib/csv.ts';
import { unixSeconds } from '../lib/unix-seconds.ts';
import { balanceAt, balanceOf, ledgerOf, type LedgerReason, type LedgerRow } from '../modules/account/index.ts';
import { directOrdersOf, type OrderRow, type OrderStatus } from '../modules/checkout/index.ts';
import { readSettings } from '../modules/content/index.ts';
import { getLocalizations } from '../modules/i18n/index.ts';
import { ordersOfPayments, topUpMethodsOf } from '../modules/payments/index.ts';
import { payoutsOfUser, type PayoutRow } from '../modules/payouts/index.ts';
import { ordersOfPrompts } from '../modules/prompts/index.ts';

type UserCtx = Ctx & { userId: number };
type Texts = (key: keyof typeof messagesPaymentsEn, params?: Record<string, string | number>) => string;

const kindOfReason: Record<LedgerReason, Exclude<StatementKind, 'direct_payment' | 'offer_payout'>> = { topup: 'top_up', purchase: 'purchase', refund: 'refund', adjustment: 'adjustment', payout: 'payout' };
const reasonOfKind = Object.fromEntries(Object.entries(kindOfReason).map(([reason, kind]) => [kind, reason])) as Partial<Record<StatementKind, LedgerReason>>;

/** WALLET-2: a card, MB WAY or Multibanco payment is a success once the order is paid, whatever its delivery did after. */
const paymentStatus: Record<OrderStatus, StatementRow['status']> = {
  pending: 'pending',
  processing: 'success',
  in_process: 'success',
  completed: 'success',
  accepted: 'success',
  delivery_failed: 'success',
  failed: 'failed',
  expired: 'failed',
  cancelled: 'cancelled',
};

/** The request's texts: the server's translations over the English defaults, {{name}} filled in. */
async function textsOf(ctx: Ctx): Promise<Texts> {
  const local = await getLocalizations(ctx.db, ctx.locale.languageId ?? undefined);
  return (key, params = {}) => (local[key] ?? messagesPaymentsEn[key]).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The order a ledger row is about: a purchase or an operator's refund names the order, a provider's refund its payment, a refused prompt's refund the prompt. */
async function ordersOfLedger(ctx: Ctx, rows: LedgerRow[]): Promise<(row: LedgerRow) => number | null> {
  const ids = (refType: string) => rows.filter((r) => r.refType === refType).map((r) => Number(r.refId));
  const [byPayment, byPrompt] = await Promise.all([ordersOfPayments(ctx.db, ids('payment')), ordersOfPrompts(ctx.db, ids('prompt'))]);
  return (row) => {
    if (row.refType === 'order') return Number(row.refId);
    if (row.refType === 'payment') return byPayment.get(Number(row.refId)) ?? null;
    if (row.refType === 'prompt') return byPrompt.get(Number(row.refId)) ?? null;
    return null;
  };
}

type Order = OrderRow;
type Moment = { ledger: LedgerRow } | { order: Order } | { payout: PayoutRow };

/** WALLET-12: a payout's row status: requested is pending, paid a success, failed failed; PROTECT-3, PROTECT-8: held is pending, cancelled cancelled. */
const payoutRowStatus: Record<PayoutRow['status'], StatementRow['status']> = { processing: 'pending', held: 'pending', approved: 'success', failed: 'failed', cancelled: 'cancelled' };

/** WALLET-2: the rows of one page, built from what its ledger rows and orders name (top-up methods, orders, the balance of each direct payment's moment). */
async function presentRows(ctx: UserCtx, slice: Moment[], t: Texts, unit: string): Promise<StatementRow[]> {
  const ledger = slice.flatMap((m) => ('ledger' in m ? [m.ledger] : []));
  const direct = slice.flatMap((m) => ('order' in m ? [m.order] : []));
  const paidOut = slice.flatMap((m) => ('payout' in m ? [m.payout] : []));
  const [orderOf, methods, balances, payoutBalances] = await Promise.all([
    ordersOfLedger(ctx, ledger),
    topUpMethodsOf(ctx.db, ledger.filter((r) => r.refType === 'deposit').map((r) => Number(r.refId))),
    // WALLET-3: an order paid directly moves no balance: its balance_after is the balance at that moment.
    Promise.all(direct.map(async (o) => [o.id, await balanceAt(ctx.db, ctx.userId, o.createdAt)] as const)).then((pairs) => new Map(pairs)),
    // WALLET-13: nor does a payout to a card or bank account.
    Promise.all(paidOut.map(async (p) => [p.id, await balanceAt(ctx.db, ctx.userId, p.createdAt)] as const)).then((pairs) => new Map(pairs)),
  ]);
  const ledgerRow = (r: LedgerRow): StatementRow => {
    const kind = kindOfReason[r.reason];
    const orderId = orderOf(r);
    // WALLET-13: an offer's payout credited to the balance names its offer.
    const offerId = r.refType === 'offer' ? Number(r.refId) : null;
    const described =
      offerId !== null && kind === 'payout'
        ? t('statement_desc_payout_offer', { offer: offerId })
        : orderId !== null && (kind === 'purchase' || kind === 'refund')
          ? t(`statement_desc_${kind}_order`, { order: orderId })
          : t(`statement_desc_${kind}`);
    return {
      id: `L${r.id}`,
      created_at: unixSeconds(r.createdAt),
      kind,
      description: described,
      amount: toMajor(r.deltaMinor),
      balance_after: toMajor(r.balanceAfterMinor),
      currency: unit,
      moves_balance: true,
      order_id: orderId,
      offer_id: offerId,
      payment_method: r.refType === 'deposit' ? (methods.get(Number(r.refId)) ?? null) : r.reason === 'purchase' ? 'balance' : null,
      status: 'success',
      reason: r.note,
    };
  };
  const directRow = (o: Order): StatementRow => ({
    id: `O${o.id}`,
    created_at: unixSeconds(o.createdAt),
    kind: 'direct_payment',
    description: t('statement_desc_direct_payment', { order: o.id }),
    amount: -convertCents(o.totalCents, ctx.locale.currency.value),
    balance_after: toMajor(balances.get(o.id) ?? 0),
    currency: ctx.locale.currency.code,
    moves_balance: false,
    order_id: o.id,
    offer_id: null,
    payment_method: o.paymentMethod,
    status: paymentStatus[o.status],
    reason: null,
  });
  /** WALLET-12, WALLET-13: a payout of an offer to a card or bank account: money to the seller, in the payout's currency, no balance move. */
  const payoutRow = (p: PayoutRow): StatementRow => ({
    id: `P${p.id}`,
    created_at: unixSeconds(p.createdAt),
    kind: 'offer_payout',
    description: t(`statement_desc_offer_payout_${p.status}`, { offer: p.offerId }),
    amount: toMajor(p.amountMinor),
    balance_after: toMajor(payoutBalances.get(p.id) ?? 0),
    currency: p.currency,
    moves_balance: false,
    order_id: null,
    offer_id: p.offerId,
    payment_method: p.method,
    status: payoutRowStatus[p.status],
    reason: p.status === 'failed' ? p.message : null,
  });
  return slice.map((m) => ('ledger' in m ? ledgerRow(m.ledger) : 'order' in m ? directRow(m.order) : payoutRow(m.payout)));
}

/**
 * WALLET-1, WALLET-2, WALLET-6: the signed-in user's statement: every movement of the balance (its
 * ledger), every order paid directly and (WALLET-12) every payout of the user's offers, newest first, filtered by kind and days, one page of
 * `size` rows. Both sources are read newest first up to the page's end and merged, so a page
 * costs at most page x size rows of each (the page is capped, STATEMENT_MAX_PAGE). A flow (issue 48):
 * account's ledger, checkout's orders, payouts, and what payments and prompts name.
 */
async function readStatement(ctx: UserCtx, query: StatementQuery, size: number) {
  const page = query.page ?? 1;
  const need = page * size + 1;
  const when = dayRangeTimes(query);
  const reason = query.kind ? reasonOfKind[query.kind] : undefined;
  const [ledger, direct, paidOut, settings, t, balance] = await Promise.all([
    !query.kind || reason ? ledgerOf(ctx.db, ctx.userId, { ...when, ...(reason && { reasons: [reason] }), limit: need }) : [],
    !query.kind || query.kind === 'direct_payment' ? directOrdersOf(ctx.db, ctx.userId, when, need) : [],
    !query.kind || query.kind === 'offer_payout' ? payoutsOfUser(ctx.db, ctx.userId, { ...when, limit: need }) : [],
    readSettings(ctx.db),
    textsOf(ctx),
    balanceOf(ctx.db, ctx.userId),
  ]);
  // Newest first; the sort is stable, so rows of one moment keep the ledger's own order (newest id first).
  const merged: (Moment & { at: number })[] = [
    ...ledger.map((row) => ({ at: row.createdAt.getTime(), ledger: row })),
    ...direct.map((order) => ({ at: order.createdAt.getTime(), order })),
    ...paidOut.map((payout) => ({ at: payout.createdAt.getTime(), payout })),
  ].sort((a, b) => b.at - a.at);
  const unit = settings.internal_currency.name;
  const rows = await presentRows(ctx, merged.slice((page - 1) * size, page * size), t, unit);
  return { payload: { rows, page, has_more: merged.length > page * size, balance: toMajor(balance), balance_currency: unit }, t };
}

/** WALLET-1, WALLET-6: GET /user/statement: one page of the statement (per_page rows, 20 unless asked) and the balance now. */
export async function statementPage(ctx: UserCtx, query: StatementQuery): Promise<StatementPayload> {
  return (await readStatement(ctx, query, query.per_page ?? STATEMENT_PAGE_SIZE)).payload;
}

/**
 * WALLET-7: GET /user/statement.csv (and OPS-171 the operator's copy): the same filters, every row
 * (up to STATEMENT_CSV_MAX_ROWS, truncated past it), headed in the request's language.
 */
export async function statementCsv(ctx: UserCtx, query: StatementQuery): Promise<CsvTable> {
  const { payload, t } = await readStatement(ctx, { ...query, page: 1 }, STATEMENT_CSV_MAX_ROWS);
  const header = [
    t('history_date'),
    t('statement_kind'),
    t('history_description'),
    t('statement_amount'),
    t('statement_currency'),
    t('statement_balance_after'),
    t('statement_order'),
    t('history_payment_type'),
    t('history_status'),
    t('statement_reason'),
  ];
  const rows = payload.rows.map((r) => [
    new Date(r.created_at * 1000).toISOString().replace('T', ' ').slice(0, 19),
    t(`statement_kind_${r.kind}`),
    r.description,
    r.amount,
    r.currency,
    r.balance_after,
    r.order_id,
    r.payment_method,
    t(`statement_status_${r.status}`),
    r.reason,
  ]);
  return { header, rows, truncated: payload.has_more };
}
