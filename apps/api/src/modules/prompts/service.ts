import { convertCents, packMessages, toEuroCents, toMinor, toMajor, type BalancePurchaseResponse, type Prompt, type PromptCreateBody, type PromptPurchaseBody } from '@skins/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { balanceOf } from '../account/index.ts';
import { placeBalanceOrder, profileContact } from '../checkout/index.ts';
import { readSettings } from '../content/index.ts';
import { type MailCtx, type MailKind, type MailParams, notifyUser } from '../mail/index.ts';
import { movePrompt } from './machine.ts';
import { prompts } from './tables.ts';
import { unixSeconds } from '../../lib/unix-seconds.ts';

export type PromptRow = typeof prompts.$inferSelect;

/** PROMPT-2: a prompt in the request's currency. */
export function toPrompt(row: PromptRow, rate: number): Prompt {
  return {
    id: row.id,
    title: row.title,
    quality: row.quality,
    max_price: convertCents(row.maxPriceCents, rate),
    fee: convertCents(row.feeCents, rate),
    status: row.status,
    order_id: row.orderId,
    created_at: unixSeconds(row.createdAt),
  };
}

/** PROMPT-1: the fee of a new prompt (settings.prompt_fee, euro) in euro cents. */
export async function promptFeeCents(db: DbOrTx): Promise<number> {
  return toMinor((await readSettings(db)).prompt_fee);
}

/**
 * PROMPT-1: POST /prompts: an unpaid request for a skin; its fee is fixed now from the settings,
 * so a later change of the fee does not change what this request costs.
 */
export async function createPrompt(ctx: Ctx & { userId: number }, body: PromptCreateBody): Promise<Prompt> {
  const maxPriceCents = Math.max(1, toEuroCents(body.maxPrice, ctx.locale.currency.value));
  const [row] = await ctx.db
    .insert(prompts)
    .values({ userId: ctx.userId, title: body.title, quality: body.quality, maxPriceCents, feeCents: await promptFeeCents(ctx.db) })
    .returning();
  if (!row) throw new AppError('COMMON_INTERNAL');
  return toPrompt(row, ctx.locale.currency.value);
}

/** PROMPT-2: GET /prompts: the user's own prompts, newest first, and the fee of a new one. */
export async function listPrompts(ctx: Ctx & { userId: number }): Promise<{ prompts: Prompt[]; fee: number }> {
  const rows = await ctx.db.select().from(prompts).where(eq(prompts.userId, ctx.userId)).orderBy(desc(prompts.createdAt), desc(prompts.id)).limit(200);
  const rate = ctx.locale.currency.value;
  return { prompts: rows.map((r) => toPrompt(r, rate)), fee: convertCents(await promptFeeCents(ctx.db), rate) };
}

/** The prompt, locked for this transaction so that paying, fulfilling and refusing queue behind each other. */
export async function lockPrompt(tx: DbOrTx, id: number, userId?: number): Promise<PromptRow> {
  const where = userId === undefined ? eq(prompts.id, id) : and(eq(prompts.id, id), eq(prompts.userId, userId));
  const [row] = await tx.select().from(prompts).where(where).for('update');
  if (!row) throw new AppError('PROMPT_NOT_FOUND');
  return row;
}

/**
 * PROMPT-3: POST /purchase/prompt: pays the fee from the balance once. In one transaction the
 * prompt (locked) goes unpaid -> requested with a paid order of kind prompt, in_process until the
 * operator answers (the trade bot leaves it alone). PROMPT-4: a prompt already paid answers its
 * order again and nothing more is debited.
 */
export async function payPrompt(ctx: RootCtx & { userId: number }, body: PromptPurchaseBody, now = new Date()): Promise<BalancePurchaseResponse> {
  const db = ctx.db;
  const contact = await profileContact(db, ctx.userId, body.tradeUrl);
  const { internal_currency } = await readSettings(db);
  const { orderId, title } = await withTransaction(ctx, async (tx) => {
    const prompt = await lockPrompt(tx, body.promptId, ctx.userId);
    if (prompt.status !== 'unpaid' && prompt.orderId !== null) return { orderId: prompt.orderId, title: prompt.title };
    const placed = await placeBalanceOrder(
      tx,
      ctx.locale,
      internal_currency.exchange_rate_eur,
      { userId: ctx.userId, kind: 'prompt', status: 'in_process', totalCents: prompt.feeCents, contact, now },
    );
    if (!placed) throw new AppError('PROMPT_NOT_OPEN');
    await movePrompt(tx, prompt.id, 'requested', { orderId: placed.orderId }, now);
    return { orderId: placed.orderId, title: prompt.title };
  });
  // OPS-110: after the commit; a repeated payment (PROMPT-4) finds the event mailed already.
  await notifyPrompt(ctx, { id: body.promptId, userId: ctx.userId, title }, 'prompt_placed');
  return { status: 'OK', message: packMessages.promptPaid, balance: toMajor(await balanceOf(db, ctx.userId)), payload: { order_id: orderId } };
}

/** PROMPT-8: the prompts behind fee orders, for the order history. */
export async function promptsOfOrders(db: DbOrTx, orderIds: number[]): Promise<Map<number, PromptRow>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select().from(prompts).where(inArray(prompts.orderId, orderIds));
  return new Map(rows.map((r) => [r.orderId ?? 0, r]));
}

/** WALLET-2: the fee order of each of these prompts (a refused prompt's refund names the prompt), by prompt id. */
export async function ordersOfPrompts(db: DbOrTx, promptIds: number[]): Promise<Map<number, number>> {
  if (promptIds.length === 0) return new Map();
  const rows = await db.select({ id: prompts.id, orderId: prompts.orderId }).from(prompts).where(inArray(prompts.id, promptIds));
  return new Map(rows.flatMap((r) => (r.orderId === null ? [] : [[r.id, r.orderId] as const])));
}

/** OPS-110: mails the customer about their skin request (placed, fulfilled, refused), in their language, once per request and outcome. */
export function notifyPrompt(ctx: MailCtx, prompt: Pick<PromptRow, 'id' | 'userId' | 'title'>, kind: MailKind, params: MailParams = {}): Promise<void> {
  return notifyUser(ctx, prompt.userId, kind, { title: prompt.title, link: '/request-skin', ...params }, `${kind}:${prompt.id}`);
}
