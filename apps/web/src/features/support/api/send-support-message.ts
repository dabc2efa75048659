import { type SupportMessageBody, supportMessageResponseSchema } from '@skins/contract';
import { useMutation } from '@tanstack/react-query';
import { api, fetchCsrfCookie, type Ok } from '../../../api/client';

/** SUPPORT-2: POST /support/messages. SUPPORT-5: a guest's browser fetches its CSRF cookie first, as for sign-in. */
async function sendSupportMessage(body: SupportMessageBody): Promise<Ok<{ id: number }>> {
  await fetchCsrfCookie();
  return api.post<Ok<{ id: number }>>('/support/messages', { ...body }, { schema: import.meta.env.DEV && supportMessageResponseSchema });
}

export function useSendSupportMessage(handlers: { onSuccess: () => void; onError: (error: Error) => void }) {
  return useMutation({ mutationFn: sendSupportMessage, ...handlers });
}
