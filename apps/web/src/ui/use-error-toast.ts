import type { MessageKey } from '@skins/contract';
import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { toast } from './toast';

/**
 * Toasts a spec §8 text once per failure: the toast id is the key, so several components
 * sharing one failed query show a single toast.
 */
export function useErrorToast(error: unknown, messageKey: MessageKey): void {
  const { t } = useTranslation();
  useEffect(() => {
    if (!error) return;
    console.error(messageKey, error);
    toast.error(t(messageKey), { toastId: messageKey });
    // The text is resolved when the failure happens; a later language switch does not re-toast.
  }, [error, messageKey]);
}
