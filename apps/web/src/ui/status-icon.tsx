import type { MessageKey } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { labelOf } from '../i18n/labels';

export type StatusKind = 'success' | 'waiting' | 'in_progress' | 'failure' | 'cancelled' | 'expired' | 'delivery_failed';

/** Spec §4: payment history status: success is success, pending is waiting, anything else failure. */
export function paymentStatusKind(status: string | null | undefined): StatusKind {
  const s = (status ?? '').toLowerCase();
  return s === 'success' ? 'success' : s === 'pending' ? 'waiting' : 'failure';
}

/**
 * Spec §4: order status: completed or accepted success; processing or in_process in progress; else
 * failure. ORDER-WEB-1: an order waiting for its payment (pending) is waiting, not the red ✕ of a failed one.
 * ORDER-WEB-2: a cancelled, an expired order and a failed delivery each have an icon and colour of
 * their own too, so that no two states that mean different things look alike.
 */
export function orderStatusKind(status: string | null | undefined): StatusKind {
  const s = (status ?? '').toLowerCase();
  if (s === 'completed' || s === 'accepted') return 'success';
  if (s === 'processing' || s === 'in_process') return 'in_progress';
  if (s === 'pending') return 'waiting';
  if (s === 'cancelled' || s === 'expired' || s === 'delivery_failed') return s;
  return 'failure';
}

const LOOK: Record<StatusKind, { label: MessageKey; className: string; path: string }> = {
  success: { label: 'status_success', className: 'bg-emerald-500/15 text-emerald-400', path: 'M7.6 13.4 4.2 10a1 1 0 1 0-1.4 1.4l4.1 4.1a1 1 0 0 0 1.4 0l9-9A1 1 0 0 0 15.9 5l-8.3 8.4Z' },
  waiting: { label: 'status_waiting', className: 'bg-amber-500/15 text-amber-300', path: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm1 4v3.6l2.7 2.7a1 1 0 0 1-1.4 1.4l-3-3A1 1 0 0 1 9 10V6a1 1 0 1 1 2 0Z' },
  in_progress: { label: 'status_in_progress', className: 'bg-sky-500/15 text-sky-300', path: 'M10 3a7 7 0 1 0 7 7 1 1 0 1 0-2 0 5 5 0 1 1-1.5-3.5H12a1 1 0 1 0 0 2h4a1 1 0 0 0 1-1V3.5a1 1 0 1 0-2 0v1.4A7 7 0 0 0 10 3Z' },
  // ORDER-WEB-2: a slashed circle (ended by someone), an hourglass (ran out of time), a warning (paid, not delivered yet).
  cancelled: { label: 'order_status_cancelled', className: 'bg-slate-500/20 text-slate-300', path: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16ZM4 10a6 6 0 0 1 9.7-4.7l-8.4 8.4A6 6 0 0 1 4 10Zm6 6a6 6 0 0 1-3.7-1.3l8.4-8.4A6 6 0 0 1 10 16Z' },
  expired: { label: 'order_status_expired', className: 'bg-orange-500/15 text-orange-300', path: 'M5 2h10a1 1 0 1 1 0 2h-1v2.6a3 3 0 0 1-1.2 2.4L11.6 10l1.2 1a3 3 0 0 1 1.2 2.4V16h1a1 1 0 1 1 0 2H5a1 1 0 1 1 0-2h1v-2.6A3 3 0 0 1 7.2 11l1.2-1-1.2-1A3 3 0 0 1 6 6.6V4H5a1 1 0 0 1 0-2Zm3 2v2.6a1 1 0 0 0 .4.8L10 8.7l1.6-1.3a1 1 0 0 0 .4-.8V4H8Z' },
  delivery_failed: { label: 'order_status_delivery_failed', className: 'bg-fuchsia-500/15 text-fuchsia-300', path: 'M10.9 2.6a1 1 0 0 0-1.8 0l-7 13A1 1 0 0 0 3 17h14a1 1 0 0 0 .9-1.4l-7-13ZM10 7a1 1 0 0 1 1 1v3a1 1 0 1 1-2 0V8a1 1 0 0 1 1-1Zm0 6.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z' },
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
