import { errorCatalog, operatorSettingSchemas, type OperatorSettingKey } from '@skins/contract';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { forgetContent } from './cached.ts';
import { readSettings, writeSetting } from './service.ts';

const topUpBoundsMessage = 'The maximum top-up cannot be below the minimum top-up';

/** OPS-9: a setting's new value, parsed by its own schema; a refused one is a 422 on value. */
export function parseSetting(key: OperatorSettingKey, value: unknown): unknown {
  const parsed = operatorSettingSchemas[key].safeParse(value);
  if (!parsed.success) {
    throw new AppError('OPS_SETTING_INVALID', { fields: { value: [parsed.error.issues[0]?.message ?? errorCatalog.OPS_SETTING_INVALID.message] } });
  }
  return parsed.data;
}

/**
 * OPS-9, OPS-30: writes one setting (a value parseSetting gave) and logs the step with the value
 * before, in one transaction; the content cache is dropped, so this process sees the change at once.
 */
export async function changeSetting(ctx: RootCtx & { userId: number }, key: OperatorSettingKey, value: unknown): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const current = await readSettings(tx);
    const before = current[key];
    // PAY-28: the most one top-up may be is never below the least.
    const next = { ...current, [key]: value };
    if (next.max_top_up < next.min_top_up) throw new AppError('OPS_SETTING_INVALID', { fields: { value: [topUpBoundsMessage] } });
    // Parsed by this key's own schema; TypeScript cannot tie the key and value unions together.
    await writeSetting(tx, key, value as never);
    await recordAudit(tx, { actorId: ctx.userId, action: 'setting.change', target: { type: 'setting', id: key }, before, after: value });
  });
  // A read that ran while the transaction was open cached the value before it.
  forgetContent();
}
