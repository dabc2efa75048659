import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The label of the close button (a translated text). */
  closeLabel: string;
  children: ReactNode;
  /** Kept at the sheet's bottom while its body scrolls (the filter sheet's apply button). */
  footer?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** CAT-47: Tab and Shift+Tab cycle inside the dialog: what lies behind it cannot take the focus. */
function trapTab(e: KeyboardEvent, panel: HTMLElement) {
  const focusables = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) return e.preventDefault();
  const active = document.activeElement;
  const outside = !panel.contains(active);
  if (e.shiftKey && (active === first || active === panel || outside)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && (active === last || outside)) {
    e.preventDefault();
    first.focus();
  }
}

/**
 * A small accessible dialog: role dialog with aria-modal and a labelling title, Escape and the
 * backdrop close it, focus moves into it on open, stays inside while it is open and returns to the
 * opener on close; the page behind it does not scroll (CAT-47). On phones it is a bottom sheet.
 */
export function Modal({ open, title, onClose, closeLabel, children, footer }: ModalProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const first = panel.current?.querySelector<HTMLElement>('input, select, textarea, button:not([data-modal-close])');
    (first ?? panel.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
      else if (e.key === 'Tab' && panel.current) trapTab(e, panel.current);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    const hadStyle = document.body.hasAttribute('style');
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      // The page is left as it was: no empty style attribute behind (the shop's markup has none).
      if (!hadStyle) document.body.removeAttribute('style');
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/70 p-0 sm:items-center sm:p-4" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="max-h-[92vh] w-full max-w-lg overflow-y-auto rounded-t-2xl border border-ink-700 bg-ink-900 p-5 shadow-2xl focus:outline-none sm:rounded-2xl sm:p-6"
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-white">
            {title}
          </h2>
          <button
            type="button"
            data-modal-close
            aria-label={closeLabel}
            onClick={onClose}
            className="-m-1 grid size-8 place-items-center rounded-md text-slate-400 transition-colors hover:bg-ink-700 hover:text-white"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 fill-current">
              <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
            </svg>
          </button>
        </div>
        {children}
        {footer && <div className="sticky -bottom-5 -mx-5 -mb-5 mt-4 border-t border-ink-700 bg-ink-900 p-4 sm:-bottom-6 sm:-mx-6 sm:-mb-6">{footer}</div>}
      </div>
    </div>
  );
}
