import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../components/status-badge';

/** MAIL-9: a mail's state as a pill: sent reads as done, failed as failed. */
export function MailState({ state }: { state: 'sent' | 'failed' }) {
  const { t } = useTranslation();
  return <StatusBadge status={state} tone={state === 'sent' ? 'success' : 'failure'} label={t(state === 'sent' ? 'op_mail_state_sent' : 'op_mail_state_failed')} />;
}
