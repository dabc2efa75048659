import { useQuery } from '@tanstack/react-query';
import { useLocale } from '../../../app/locale-store';
import { profileQueryOptions } from '../../account/api/get-profile';

/**
 * STAFF-WEB-1: the signed-in operator's staff role, from the profile (the gate let a session in, so
 * it is asked without waiting for the session check); `data` is null for an account without one.
 */
export function useStaffRole() {
  const { currency } = useLocale();
  return useQuery({ ...profileQueryOptions(currency.code), select: (p) => p.staff_role ?? null });
}
