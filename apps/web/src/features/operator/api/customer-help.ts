import { okMessageSchema, operatorBalanceAdjustResponseSchema, type OkMessage, type OperatorCustomerDetail } from '@skins/contract';
import { api } from '../../../api/client';

/** OPS-115: POST /operator/customers/{id}/resend-verification: a fresh verification link mailed to the customer. */
export const resendVerification = (id: number) =>
  api.post<OkMessage>(`/operator/customers/${id}/resend-verification`, {}, { withLocale: false, schema: import.meta.env.DEV && okMessageSchema });

/** OPS-115: POST /operator/customers/{id}/verify-email { reason }: the address marked verified (audited with the reason). */
export const verifyCustomerEmail = (id: number, reason: string) =>
  api.post<OkMessage>(`/operator/customers/${id}/verify-email`, { reason }, { withLocale: false, schema: import.meta.env.DEV && okMessageSchema });

/** OPS-116: POST /operator/customers/{id}/adjust-balance { amount, reason }: credits added (or taken when negative) through the ledger; the amount as typed (the API reads and checks it). */
export const adjustCustomerBalance = (id: number, amount: string, reason: string) =>
  api.post<OkMessage & { payload: OperatorCustomerDetail }>(`/operator/customers/${id}/adjust-balance`, { amount, reason }, { withLocale: false, schema: import.meta.env.DEV && operatorBalanceAdjustResponseSchema });
