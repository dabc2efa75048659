import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { Button } from '../../ui/button';
import { PageSpinner } from '../../ui/spinner';
import { useErrorToast } from '../../ui/use-error-toast';
import { useEndSessions, userSessionsQueryOptions } from './api/sessions-calls';
import { formatDateTime } from '../../ui/format-date';

/** SEC-9: the profile tab's session list: device and last use of each, end one or all the others. */
export function SessionsList() {
  const { t, i18n } = useTranslation();
  const sessions = useQuery(userSessionsQueryOptions());
  useErrorToast(sessions.error, 'account_sessions_load_failed');
  const endSessions = useEndSessions();
  /** `id` ends that session; null ends all the others. */
  const end = (id: string | null) =>
    endSessions.mutate(id, {
      onSuccess: () => toast.success(t(id === null ? 'account_sessions_others_ended' : 'account_sessions_ended')),
      onError: (e) => toast.error(e.message || t('account_sessions_end_failed')),
    });
  if (!sessions.data) return sessions.isPending ? <PageSpinner /> : null;
  const busy = endSessions.isPending;
  const hasOthers = sessions.data.some((s) => !s.current);
  return (
    <div className="flex flex-col gap-4">
      <ul className="divide-y divide-ink-700" aria-label={t('account_sessions')}>
        {sessions.data.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session-row">
            <div className="min-w-0">
              <p className="font-medium text-white">
                {s.device || t('account_sessions_unknown_device')}
                {s.current && <span className="ml-2 rounded bg-accent-500/15 px-2 py-0.5 text-xs text-accent-400">{t('account_sessions_this_device')}</span>}
              </p>
              <p className="text-xs text-slate-400">
                {t('account_sessions_last_used')}: {formatDateTime(s.last_used_at, i18n.language)} · {t('account_sessions_signed_in')}: {formatDateTime(s.created_at, i18n.language)}
              </p>
            </div>
            {!s.current && (
              <Button variant="secondary" disabled={busy} onClick={() => end(s.id)}>
                {t('account_sessions_end')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {hasOthers && (
        <div>
          <Button variant="secondary" disabled={busy} onClick={() => end(null)}>
            {t('account_sessions_end_others')}
          </Button>
        </div>
      )}
    </div>
  );
}
