import { okMessageSchema, type OkMessage } from '@skins/contract';
import { api } from '../../../api/client';

/** GDPR-9: POST /operator/customers/{id}/erase { reason }: the customer's personal data erased on their request (the owner's, audited). */
export const eraseCustomer = (id: number, reason: string) => api.post<OkMessage>(`/operator/customers/${id}/erase`, { reason }, { withLocale: false, schema: import.meta.env.DEV && okMessageSchema });
