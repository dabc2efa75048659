import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../ui/toast';

/**
 * Runs a back-office action and, once it succeeded, toasts the API's message and refreshes every
 * back-office list and the dashboard (their counts changed). A refusal is thrown on, so the
 * confirm dialog shows the API's message and stays open.
 */
export function useActed() {
  const client = useQueryClient();
  return useCallback(
    async (action: () => Promise<{ message?: string }>) => {
      const answer = await action();
      if (answer.message) toast.success(answer.message);
      await client.invalidateQueries({ queryKey: ['operator'] });
    },
    [client],
  );
}
