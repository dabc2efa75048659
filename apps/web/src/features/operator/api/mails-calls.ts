import { operatorMailResendResponseSchema, operatorMailResponseSchema, operatorMailsResponseSchema, type DayRange, type OperatorMail, type OperatorMailDetail, type PaginationMeta } from '@skins/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

export interface MailsListParams extends DayRange {
  page: number;
  q: string;
  kind: string;
  state: string;
}

/** GET /operator/mails (MAIL-2): the mail log by recipient or subject, kind, state and days. */
export const getMails = (p: MailsListParams) => api.get<Ok<OperatorMail[], PaginationMeta>>('/operator/mails', { query: { ...p }, withLocale: false, schema: import.meta.env.DEV && operatorMailsResponseSchema });

export const useMails = (p: MailsListParams) => useQuery(queryOptions({ queryKey: ['operator', 'mails', p], queryFn: () => getMails(p), placeholderData: keepPreviousData }));

/** GET /operator/mails/{id} (MAIL-3): one mail with its body. */
export const getMail = (id: number) => api.get<Ok<OperatorMailDetail>>(`/operator/mails/${id}`, { withLocale: false, schema: import.meta.env.DEV && operatorMailResponseSchema }).then((r) => r.payload);

export const useMail = (id: number) => useQuery(queryOptions({ queryKey: ['operator', 'mail', id], queryFn: () => getMail(id) }));

/** POST /operator/mails/{id}/resend (MAIL-4): the whole answer (its message is toasted); the log's list is read anew. */
export function useResendMail(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<Ok<OperatorMailDetail>>(`/operator/mails/${id}/resend`, {}, { withLocale: false, schema: import.meta.env.DEV && operatorMailResendResponseSchema }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['operator', 'mails'] }),
  });
}
