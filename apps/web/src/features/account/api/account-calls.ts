import { okMessageEnvelope, okMessageSchema, type OkMessage, userProfileSchema } from '@skins/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

export interface ProfileBody {
  name: string;
  surname: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  postCode: string;
  country: number | null;
  /** DELIV-10: where a retried delivery's offer goes. */
  steamTradeLink: string;
  /** SEC-18: a new email, or a saved trade link replaced or cleared, needs the current password. */
  current_password?: string;
}

/** PUT /user/profile; the profile is refetched after (spec §7). */
export const updateProfile = (body: ProfileBody) => api.put<OkMessage>('/user/profile', { ...body }, { schema: import.meta.env.DEV && okMessageEnvelope(userProfileSchema) });

/** Saves the profile; every view of it (header balance, forms, delivery prefill) asks again after. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: () => void client.invalidateQueries({ queryKey: ['profile'] }) });
}

/** POST /user/change-password {cur_password, new_password, repeat_password}. */
export const changePassword = (body: { cur_password: string; new_password: string; repeat_password: string }) =>
  api.post<OkMessage>('/user/change-password', body, { schema: import.meta.env.DEV && okMessageSchema });
