import type { ProviderPaymentStatus } from '../payments/port.ts';
import { sandboxPage, verifySandboxEvent } from '../payments/sandbox.ts';
import type { PayoutProvider, ProviderPayoutStatus } from './port.ts';

/** The sandbox page's outcomes (its Complete / Fail / Keep pending buttons) as payout states. */
const OUTCOME: Record<ProviderPaymentStatus, ProviderPayoutStatus> = { success: 'approved', error: 'failed', cancelled: 'failed', pending: 'processing' };

/**
 * PAYOUT-8: the built-in payout provider. Its page is hosted by this app under
 * /api/sandbox/payout/{ref} and sends the same signed event as the sandbox payment provider.
 */
export function createSandboxPayoutProvider(opts: { publicUrl: string; secret: string }): PayoutProvider {
  return {
    name: 'sandbox-payout',
    createPayout: async (input) => sandboxPage(opts.publicUrl, 'payout', input.reference),
    verifyWebhook(headers, rawBody) {
      const verified = verifySandboxEvent(opts.secret, headers, rawBody);
      if (!verified.ok) return verified;
      return { ok: true, event: { ...verified.event, status: OUTCOME[verified.event.status] } };
    },
  };
}
