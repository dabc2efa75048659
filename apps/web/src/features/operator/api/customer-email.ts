import { okMessageSchema, type OkMessage } from '@skins/contract';
import { api } from '../../../api/client';

/** OPS-115: POST /operator/customers/{id}/resend-verification: a fresh verification link mailed to the customer. */
export const resendVerification = (id: number) =>
  api.post<OkMessage>(`/operator/customers/${id}/resend-verification`, {}, { withLocale: false, schema: import.meta.env.DEV && okMessageSchema });

/** OPS-115: POST /operator/customers/{id}/verify-email { reason }: the address marked verified (audited with the reason). */
export const verifyCustomerEmail = (id: number, reason: string) =>
  api.post<OkMessage>(`/operator/customers/${id}/verify-email`, { reason }, { withLocale: false, schema: import.meta.env.DEV && okMessageSchema });
