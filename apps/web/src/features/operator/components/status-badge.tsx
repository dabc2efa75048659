/** How a status reads at a glance: done, under way, ended badly, or anything else. */
export type StatusTone = 'success' | 'progress' | 'failure' | 'neutral';

const SUCCESS = new Set(['approved', 'completed', 'accepted', 'fulfilled', 'success', 'paid']);
const PROGRESS = new Set(['pending', 'offer', 'awaiting_item', 'ready_for_payout', 'payout_processing', 'processing', 'in_process', 'requested', 'unpaid', 'held']);
const FAILURE = new Set(['failed', 'declined_by_user', 'refused', 'cancelled', 'error', 'expired', 'withdrawn', 'blocked', 'reversed']);

/** The tone of the statuses of offers, payouts, orders, prompts and payments (spec §4's groups). */
export function toneOf(status: string): StatusTone {
  if (SUCCESS.has(status)) return 'success';
  if (PROGRESS.has(status)) return 'progress';
  return FAILURE.has(status) ? 'failure' : 'neutral';
}

const LOOK: Record<StatusTone, string> = {
  success: 'border-emerald-500/40 bg-emerald-500/10 text-emerald-300',
  progress: 'border-sky-500/40 bg-sky-500/10 text-sky-300',
  failure: 'border-red-500/40 bg-red-500/10 text-red-300',
  neutral: 'border-ink-600 bg-ink-800 text-slate-200',
};

/** A status as a small pill: its raw value made readable (`awaiting_item` -> "awaiting item"), coloured by its tone. */
export function StatusBadge({ status, tone = toneOf(status), label }: { status: string; tone?: StatusTone; label?: string }) {
  return (
    <span data-status={status} className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${LOOK[tone]}`}>
      {label ?? status.replaceAll('_', ' ')}
    </span>
  );
}
