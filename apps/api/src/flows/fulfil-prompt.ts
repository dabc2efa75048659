import { toMajor, type OperatorPrompt } from '@skins/contract';
import { AppError } from '../lib/app-error.ts';
import type { RootCtx } from '../lib/ctx.ts';
import { withTransaction } from '../lib/transaction.ts';
import { findItemsByIds } from '../modules/catalog/index.ts';
import { findOrder, moveOrder, placeBalanceOrder } from '../modules/checkout/index.ts';
import { readSettings } from '../modules/content/index.ts';
import { auditPromptAnswer, itemMatchesRequest, movePrompt, notifyPrompt, openPrompt, operatorPromptOf, requestedSkin } from '../modules/prompts/index.ts';
import { takeOrderLines } from './order-lines.ts';

const itemGone = () => new AppError('PROMPT_ITEM_UNAVAILABLE');

/**
 * PROMPT-6: POST /operator/prompts/{id}/fulfil {item_id}: sells the found skin (available, the one
 * asked for: PROMPT-9, priced at most the prompt's maximum) to the customer in a new paid order debited from their balance at
 * the skin's price (422 when short, and nothing changes), delivered to the trade link of the fee
 * order by the trade bot; the prompt becomes fulfilled and its fee order completed. Exactly once:
 * the prompt's row lock makes a racing fulfil or refuse see it answered (409). A flow (issue 48):
 * prompts' answer takes a catalogue item into checkout's balance order.
 */
export async function fulfilPrompt(ctx: RootCtx & { userId: number }, id: number, itemId: number, now = new Date()): Promise<OperatorPrompt> {
  const { internal_currency } = await readSettings(ctx.db);
  const row = await withTransaction(ctx, async (tx) => {
    const prompt = await openPrompt(tx, id);
    const [item] = await findItemsByIds(tx, [itemId]);
    if (!item || item.status !== 'available') throw itemGone();
    if (!itemMatchesRequest(item, prompt)) throw new AppError('PROMPT_ITEM_MISMATCH', { params: { wanted: requestedSkin(prompt) } });
    if (item.priceCents > prompt.maxPriceCents) throw new AppError('PROMPT_ITEM_TOO_EXPENSIVE');
    const feeOrder = await findOrder(tx, prompt.orderId);
    if (!feeOrder) throw new AppError('PROMPT_NOT_OPEN');
    const { steamId, tradeUrl, name, surname, email, phone, countryId, city, address, postCode } = feeOrder;
    const line = { itemId: item.id, priceCents: item.priceCents, title: item.title, imgUrl: item.imgUrl, quality: item.quality, type: item.type };
    const placed = await placeBalanceOrder(
      tx,
      ctx.locale,
      internal_currency.exchange_rate_eur,
      { userId: prompt.userId, kind: 'product', status: 'processing', totalCents: item.priceCents, contact: { steamId, tradeUrl, name, surname, email, phone, countryId, city, address, postCode }, now },
      (orderId) => takeOrderLines(tx, { orderId, lines: [line], to: 'sold', until: null, onMissing: itemGone }),
    );
    if (!placed) throw itemGone();
    await moveOrder(tx, prompt.orderId, 'completed');
    const fulfilled = (await movePrompt(tx, id, 'fulfilled', { fulfilledOrderId: placed.orderId }, now)) ?? prompt;
    await auditPromptAnswer(tx, ctx.userId, 'prompt.fulfil', fulfilled, { item_id: item.id, price: toMajor(item.priceCents), order_id: placed.orderId });
    return fulfilled;
  });
  await notifyPrompt(ctx, row, 'prompt_fulfilled', { orderId: row.fulfilledOrderId });
  return operatorPromptOf(ctx.db, row, ctx.locale.currency.value);
}
