import { okEnvelope, userProfileSchema, type LastDelivery, type StaffRole } from '@skins/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** Spec §3 User profile, as GET /user/profile returns it (fields the web uses). */
export interface UserProfile {
  id?: number;
  name: string | null;
  surname: string | null;
  email: string | null;
  phone?: string | null;
  balance: number;
  avatarUrl?: string | null;
  created_at?: string | number | null;
  country?: number | { id: number; name?: string; title?: string } | null;
  city?: string | null;
  address?: string | null;
  post_code?: string | null;
  zip?: string | null;
  steam_trade_link?: string | null;
  steamid?: string | null;
  emailVerified?: boolean;
  /** JOURNEY-4: where the last paid cart checkout was delivered; null before one. */
  last_delivery?: LastDelivery | null;
  /** OPS-114: an operator gets a way into the back office. */
  role?: 'customer' | 'operator';
  /** SEC-20: two-factor sign-in is on (SEC-22: a payout then asks for a code; SEC-24: the back office needs it). */
  two_factor_enabled?: boolean;
  /** STAFF-1: an operator's back-office role (STAFF-WEB-1: which sections the back office shows); null for a customer. */
  staff_role?: StaffRole | null;
}

/** The profile is shared by the account pages and the header's dropdown; a currency change refetches it (spec §4). */
export const profileQueryOptions = (currency: string) =>
  queryOptions({ queryKey: ['profile', currency], queryFn: () => api.get<Ok<UserProfile>>('/user/profile', { schema: import.meta.env.DEV && okEnvelope(userProfileSchema) }).then((r) => r.payload), staleTime: 60_000 });
