import type { MessageKey } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../../i18n/labels';

export type StatusKind = 'success' | 'waiting' | 'in_progress' | 'failure';

/** Spec §4: payment history status: success is success, pending is waiting, anything else failure. */
export function paymentStatusKind(status: string | null | undefined): StatusKind {
  const s = (status ?? '').toLowerCase();
  return s === 'success' ? 'success' : s === 'pending' ? 'waiting' : 'failure';
}

/**
 * Spec §4: order status: completed or accepted success; processing or in_process in progress; else
 * failure. ORDER-WEB-1: an order waiting for its payment (pending) is waiting, not the red ✕ of a failed one.
 */
export function orderStatusKind(status: string | null | undefined): StatusKind {
  const s = (status ?? '').toLowerCase();
  if (s === 'completed' || s === 'accepted') return 'success';
  if (s === 'processing' || s === 'in_process') return 'in_progress';
  if (s === 'pending') return 'waiting';
  return 'failure';
}

const LOOK: Record<StatusKind, { label: MessageKey; className: string; path: string }> = {
  success: { label: 'status_success', className: 'bg-emerald-500/15 text-emerald-400', path: 'M7.6 13.4 4.2 10a1 1 0 1 0-1.4 1.4l4.1 4.1a1 1 0 0 0 1.4 0l9-9A1 1 0 0 0 15.9 5l-8.3 8.4Z' },
  waiting: { label: 'status_waiting', className: 'bg-amber-500/15 text-amber-300', path: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 4v3.6l2.7 2.7a1 1 0 0 1-1.4 1.4l-3-3A1 1 0 0 1 9 10V6a1 1 0 1 1 2 0Z' },
  in_progress: { label: 'status_in_progress', className: 'bg-sky-500/15 text-sky-300', path: 'M10 3a7 7 0 1 0 7 7 1 1 0 1 0-2 0 5 5 0 1 1-1.5-3.5H12a1 1 0 1 0 0 2h4a1 1 0 0 0 1-1V3.5a1 1 0 1 0-2 0v1.4A7 7 0 0 0 10 3Z' },
  failure: {
    label: 'status_failure',
    className: 'bg-red-500/15 text-red-400',
    path: 'M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z',
  },
};

/** A status icon with its kind for assistive tech and the status's word beside it and as a tooltip; `text`, when given, is the readable status shown as is. */
export function StatusIcon({ kind, raw, text }: { kind: StatusKind; raw?: string; text?: string }) {
  const { t } = useTranslation();
  const look = LOOK[kind];
  const label = t(look.label);
  // I18N-11: the status in the visitor's words, not the API's code.
  const word = text ?? (raw ? labelOf(t, 'status', raw) : label);
  return (
    <span className="inline-flex items-center gap-2" data-status={kind}>
      <span role="img" aria-label={label} title={word} className={`flex size-7 items-center justify-center rounded-full ${look.className}`}>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 fill-current">
          <path d={look.path} />
        </svg>
      </span>
      <span className="text-sm text-slate-300">{word}</span>
    </span>
  );
}
