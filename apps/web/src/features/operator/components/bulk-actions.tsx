import type { OperatorBulkResponse } from '@skins/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useRefreshOperatorLists } from '../api/bulk-calls';

type Outcome = OperatorBulkResponse['payload'];

/**
 * OPS-185: a list's selection for its bulk actions and the last action's outcome. `run` sends the
 * chosen ids; once answered it keeps the outcome (BulkResult), keeps selected only the rows not
 * done (so the operator sees which to look at) and refreshes every back-office list and the dashboard.
 * A refusal of the whole call (a 422) is thrown on, so the confirm dialog shows it and stays open.
 */
export function useBulk() {
  const refresh = useRefreshOperatorLists();
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const run = async (call: (ids: number[]) => Promise<OperatorBulkResponse>) => {
    const answer = await call([...selected]);
    setOutcome(answer.payload);
    setSelected(new Set(answer.payload.results.filter((r) => !r.done).map((r) => r.id)));
    await refresh();
  };
  return { selected, setSelected, outcome, dismiss: () => setOutcome(null), run, ids: [...selected] };
}

export interface BulkBarAction {
  key: string;
  label: string;
}

/**
 * OPS-185: the bar over a list while rows are selected: how many ('3 selected'), the list's bulk
 * actions (each opens its confirmation) and Clear selection. Wraps on a phone (OPS-186).
 */
export function BulkBar({ count, actions, onAction, onClear }: { count: number; actions: BulkBarAction[]; onAction: (key: string) => void; onClear: () => void }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <div role="toolbar" aria-label={t('op_bulk_actions')} className="flex flex-wrap items-center gap-2 rounded-xl border border-accent-400/40 bg-ink-800 px-3 py-2">
      <p className="mr-auto text-sm font-medium text-white" aria-live="polite">
        {t('op_bulk_selected', { count })}
      </p>
      {actions.map((a) => (
        <Button key={a.key} variant="secondary" className="h-8 px-3" onClick={() => onAction(a.key)}>
          {a.label}
        </Button>
      ))}
      <Button variant="ghost" className="h-8 px-3" onClick={onClear}>
        {t('op_bulk_clear')}
      </Button>
    </div>
  );
}

/** OPS-185: the last bulk action's summary: '12 done, 1 not done: #7 This item has been sold…'. */
export function bulkSummaryText(t: (key: string, opts?: Record<string, unknown>) => string, outcome: Outcome): string {
  const notDone = outcome.results.filter((r) => !r.done);
  if (notDone.length === 0) return t('op_bulk_summary_all', { done: outcome.done });
  return `${t('op_bulk_summary', { done: outcome.done, notDone: outcome.not_done })}: ${notDone.map((r) => `#${r.id} ${r.reason ?? r.code ?? ''}`.trim()).join('; ')}`;
}

/** OPS-185: the summary of the last bulk action, a status the screen reader reads, until dismissed. */
export function BulkResult({ outcome, onDismiss }: { outcome: Outcome | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!outcome) return null;
  const failed = outcome.not_done > 0;
  return (
    <div
      role="status"
      aria-label={t('op_bulk_result')}
      className={`flex flex-wrap items-start gap-2 rounded-xl border px-3 py-2 text-sm ${failed ? 'border-amber-500/50 bg-amber-500/10 text-amber-100' : 'border-emerald-500/50 bg-emerald-500/10 text-emerald-100'}`}
    >
      <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">{bulkSummaryText(t, outcome)}</p>
      <Button variant="ghost" className="h-7 px-2 text-xs" onClick={onDismiss}>
        {t('op_bulk_dismiss')}
      </Button>
    </div>
  );
}
