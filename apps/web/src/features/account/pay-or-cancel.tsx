import { useTranslation } from 'react-i18next';

/**
 * PAY-27, PAY-33: what a payment left waiting offers: Pay now (back to the provider's page, when it
 * is known) and its Cancel button (an order's or a top-up's, named by `cancelLabel`).
 */
export function PayOrCancel({ paymentUrl, cancelLabel, busy, onCancel, className = '' }: { paymentUrl: string | null; cancelLabel: string; busy: boolean; onCancel: () => void; className?: string }) {
  const { t } = useTranslation();
  return (
    <div className={`flex flex-wrap gap-2 ${className}`}>
      {paymentUrl && (
        <a href={paymentUrl} className="inline-flex min-h-9 items-center rounded-lg bg-accent-500 px-3 text-sm font-semibold text-ink-950 hover:bg-accent-400">
          {t('history_pay_now')}
        </a>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={onCancel}
        className="inline-flex min-h-9 items-center rounded-lg border border-ink-600 px-3 text-sm text-slate-200 hover:border-slate-400 disabled:opacity-60"
      >
        {cancelLabel}
      </button>
    </div>
  );
}
