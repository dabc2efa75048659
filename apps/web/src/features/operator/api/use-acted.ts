import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../ui/toast';

/**
 * A back-office change's success toast: the API's message when its answer has one, else the
 * screen's own text. Every change says it was done, so a closing dialog is never the only sign.
 */
export function toastDone(answer: { message?: string }, fallback: string) {
  toast.success(answer.message || fallback);
}

/**
 * Runs a back-office action and, once it succeeded, toasts it (toastDone; `done` when the API sends
 * no message) and refreshes every back-office list and the dashboard (their counts changed). A
 * refusal is thrown on, so the confirm dialog shows the API's message and stays open.
 */
export function useActed() {
  const client = useQueryClient();
  const { t } = useTranslation();
  return useCallback(
    async (action: () => Promise<{ message?: string }>, done = t('op_done')) => {
      toastDone(await action(), done);
      await client.invalidateQueries({ queryKey: ['operator'] });
    },
    [client, t],
  );
}
