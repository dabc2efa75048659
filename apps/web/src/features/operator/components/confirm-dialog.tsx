import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/field';
import { Modal } from '../../../ui/modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What will happen, in a sentence. */
  message?: ReactNode;
  confirmLabel: string;
  /** A destructive action's button is red. */
  destructive?: boolean;
  /**
   * Runs the action. The dialog stays open and busy until it settles; a refusal shows the API's
   * message in the dialog (spec §8), a success closes it. Return false to keep it open without a message.
   */
  onConfirm: () => Promise<unknown> | unknown;
  onClose: () => void;
  /**
   * Left without the action (Cancel, Escape, the backdrop, the close button), before onClose: a
   * success closes the dialog too, so what must be undone only on a cancel goes here.
   */
  onCancel?: () => void;
  /** Fields the action needs (ReasonDialog's reason), shown above the buttons. */
  children?: ReactNode;
}

/**
 * The back office's confirmation of an action: a labelled modal dialog (ui/Modal: focus moves in,
 * Escape closes, focus returns to the opener) with Cancel and the action's own button.
 */
export function ConfirmDialog({ open, title, message, confirmLabel, destructive = false, onConfirm, onClose, onCancel, children }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setFailure(null);
    onCancel?.();
    onClose();
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const outcome = await onConfirm();
      setBusy(false);
      if (outcome !== false) onClose();
    } catch (err) {
      setBusy(false);
      setFailure(errorMessage(err, t('op_load_failed')));
    }
  };
  return (
    <Modal open={open} title={title} onClose={close} closeLabel={t('op_close')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        {message && <div className="text-sm text-slate-300">{message}</div>}
        {children}
        {failure && <FormMessage>{failure}</FormMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {t('op_cancel')}
          </Button>
          <Button type="submit" disabled={busy} className={destructive ? 'bg-red-600 text-white hover:bg-red-500' : ''}>
            {busy ? t('op_working') : confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
