import type { OperatorSettingKey } from '@skins/contract';
import { AppError } from '../lib/app-error.ts';
import type { RootCtx } from '../lib/ctx.ts';
import { changeSetting, parseSetting } from '../modules/content/index.ts';
import { offersInProgress } from '../modules/offers/index.ts';

/**
 * OPS-9, OPS-89: a settings change that the offers react to. Switching selling off leaves the
 * offers in progress to the operator, so it is asked first: a 409 naming them, unless confirmed.
 * The settings (content) sit below the offers (issue 48), so the two meet here. Answers the value saved.
 */
export async function changeSettingAsked(ctx: RootCtx & { userId: number }, key: OperatorSettingKey, body: { value: unknown; confirm?: boolean }): Promise<unknown> {
  const value = parseSetting(key, body.value);
  if (key === 'offer_enabled' && value === false && body.confirm !== true) {
    const open = await offersInProgress(ctx.db);
    if (open.length > 0) throw new AppError('OPS_OFFERS_IN_PROGRESS', { payload: open });
  }
  await changeSetting(ctx, key, value);
  return value;
}
