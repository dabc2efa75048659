import type { ErrorCode } from '@skins/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client';

/** SEC-24: what every /operator/* call answers an operator without two-factor sign-in. */
const SETUP_REQUIRED: ErrorCode = 'AUTH_TWO_FACTOR_SETUP_REQUIRED';

export const isTwoFactorSetupRequired = (error: unknown): boolean => error instanceof ApiError && error.status === 403 && error.code === SETUP_REQUIRED;

/**
 * SEC-24: true once any call of the back office (a section's query or an action) was refused with
 * AUTH_TWO_FACTOR_SETUP_REQUIRED, e.g. after two-factor sign-in was turned off in another tab: the
 * gate then shows its setup page instead of the sections.
 */
export function useTwoFactorSetupRefusal(): boolean {
  const client = useQueryClient();
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    const offQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && isTwoFactorSetupRequired(event.query.state.error)) setRefused(true);
    });
    const offMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && isTwoFactorSetupRequired(event.mutation?.state.error)) setRefused(true);
    });
    return () => {
      offQueries();
      offMutations();
    };
  }, [client]);
  return refused;
}
