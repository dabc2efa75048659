import { operatorSupportReplyResponseSchema, type OperatorSupportMessage } from '@skins/contract';
import { api, type Ok } from '../../../api/client';

/** POST /operator/support/{id}/reply { message } (OPS-123): mailed to the sender, kept with the message (answered); its message says whether the mail went. */
export const replyToSupport = (id: number, message: string) =>
  api.post<Ok<OperatorSupportMessage>>(`/operator/support/${id}/reply`, { message }, { withLocale: false, schema: import.meta.env.DEV && operatorSupportReplyResponseSchema });
