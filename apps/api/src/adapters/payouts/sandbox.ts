import type { DbOrTx } from '../../db/client.ts';
import type { SandboxWebhookEvent } from '@skins/contract';
import { sandboxPage, verifySandboxEvent } from '../payments/sandbox.ts';
import type { PayoutProvider, ProviderPayoutStatus } from './port.ts';
import { sandboxPayoutCards } from './tables.ts';

/** The sandbox page's outcomes (its Complete / Fail / Keep pending buttons) as payout states. */
const OUTCOME: Record<SandboxWebhookEvent['status'], ProviderPayoutStatus> = { success: 'approved', error: 'failed', cancelled: 'failed', pending: 'processing' };

/**
 * PAYOUT-8: the built-in payout provider. Its page is hosted by this app under
 * /api/sandbox/payout/{ref} and sends the same signed event as the sandbox payment provider.
 * OPS-23: the card of a card payout is kept in the provider's own table, as a real provider keeps
 * it on its side; the shop keeps the last 4 only.
 */
export function createSandboxPayoutProvider(opts: { publicUrl: string; secret: string; db: DbOrTx }): PayoutProvider {
  return {
    name: 'sandbox-payout',
    async createPayout(input) {
      if (input.card) {
        const expiry = `${String(input.card.expireMonth).padStart(2, '0')}/${String(input.card.expireYear % 100).padStart(2, '0')}`;
        await opts.db.insert(sandboxPayoutCards).values({ reference: input.reference, cardNumber: input.card.cardNumber, holderName: input.card.holderName, expiry });
      }
      return sandboxPage(opts.publicUrl, 'payout', input.reference);
    },
    verifyWebhook(headers, rawBody) {
      const verified = verifySandboxEvent(opts.secret, headers, rawBody);
      if (!verified.ok) return verified;
      return { ok: true, event: { ...verified.event, status: OUTCOME[verified.event.status] } };
    },
  };
}
