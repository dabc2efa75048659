import type { PromptStatus } from '@skins/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { stateMachine } from '../../lib/state-machine.ts';
import { prompts } from './tables.ts';

/**
 * PROMPT-3, PROMPT-6, PROMPT-7: a prompt is paid once (unpaid -> requested), then answered once by
 * the operator: fulfilled (a found skin was sold to the customer) or refused (the fee refunded).
 */
export const promptMachine = stateMachine<PromptStatus>({
  unpaid: ['requested'],
  requested: ['fulfilled', 'refused'],
  fulfilled: [],
  refused: [],
});

/** The one way a prompt changes state: conditional on the transition table; null when it may not move. */
export async function movePrompt(tx: DbOrTx, id: number, to: PromptStatus, set: Partial<typeof prompts.$inferInsert>, now: Date) {
  const [row] = await tx
    .update(prompts)
    .set({ ...set, status: to, updatedAt: now })
    .where(and(eq(prompts.id, id), inArray(prompts.status, promptMachine.sourcesOf(to))))
    .returning();
  return row ?? null;
}
