import { type AccountDeleteBody, type OkMessage, okMessageSchema, type PersonalDataExport, personalDataExportResponseSchema, personalDataRequestResponseSchema } from '@skins/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** GDPR-WEB-1: GET /user/personal-data, the person's latest request for their data (null: none yet). */
export const personalDataQueryOptions = () =>
  queryOptions({
    queryKey: ['personal-data'],
    queryFn: () => api.get<Ok<PersonalDataExport | null>>('/user/personal-data', { withLocale: false, schema: import.meta.env.DEV && personalDataExportResponseSchema }).then((r) => r.payload),
  });

/** GDPR-WEB-1: POST /user/personal-data asks for a copy; the sweep mails its link. */
export const requestPersonalData = () => api.post<OkMessage & { payload: PersonalDataExport }>('/user/personal-data', {}, { schema: import.meta.env.DEV && personalDataRequestResponseSchema });

/** Asks for a copy; the request's state is what the panel shows after. */
export function useRequestPersonalData() {
  const client = useQueryClient();
  return useMutation({ mutationFn: requestPersonalData, onSuccess: (answer) => client.setQueryData(personalDataQueryOptions().queryKey, answer.payload) });
}

/** GDPR-WEB-2: POST /user/delete-account with SEC-18's proof (the password, or a code with two-factor sign-in on). */
export const deleteAccount = (body: AccountDeleteBody) => api.post<OkMessage>('/user/delete-account', body, { schema: import.meta.env.DEV && okMessageSchema });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
