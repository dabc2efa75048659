import { okEnvelope, okMessageEnvelope, okMessageSchema, twoFactorEnabledSchema, twoFactorSetupSchema, twoFactorStatusSchema, type OkMessage, type ReauthBody, type TwoFactorSetup, type TwoFactorStatus } from '@skins/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/**
 * SEC-20: GET /user/two-factor: on or off, and how many recovery codes are left. Kept under the
 * profile's key, so that signing out clears it with the profile and a change refetches both.
 */
export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['profile', 'two-factor'],
    queryFn: () => api.get<Ok<TwoFactorStatus>>('/user/two-factor', { withLocale: false, schema: import.meta.env.DEV && okEnvelope(twoFactorStatusSchema) }).then((r) => r.payload),
  });

/** SEC-20: POST /user/two-factor/setup {current_password?}: a new secret as a QR code, waiting for its first code. */
export const startTwoFactorSetup = (body: ReauthBody) =>
  api.post<Ok<TwoFactorSetup>>('/user/two-factor/setup', { ...body }, { schema: import.meta.env.DEV && okEnvelope(twoFactorSetupSchema) }).then((r) => r.payload);

/** SEC-20: POST /user/two-factor/enable {code}: on, with ten recovery codes shown once. */
export const enableTwoFactor = (code: string) =>
  api.post<{ status: 'OK'; message: string; payload: { recovery_codes: string[] } }>('/user/two-factor/enable', { code }, { schema: import.meta.env.DEV && okMessageEnvelope(twoFactorEnabledSchema) });

/** SEC-20: POST /user/two-factor/disable {otp | current_password}. */
export const disableTwoFactor = (body: ReauthBody) => api.post<OkMessage>('/user/two-factor/disable', { ...body }, { schema: import.meta.env.DEV && okMessageSchema });

export const useStartTwoFactorSetup = () => useMutation({ mutationFn: startTwoFactorSetup });

/** After turning it on or off, the profile (two_factor_enabled) and the section's state are asked again. */
function useTwoFactorChange<A, R>(mutationFn: (a: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: ['profile'] }) });
}

export const useEnableTwoFactor = () => useTwoFactorChange(enableTwoFactor);
export const useDisableTwoFactor = () => useTwoFactorChange(disableTwoFactor);
