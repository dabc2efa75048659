import { useSyncExternalStore } from 'react';
import type { ToastContent, ToastOptions } from 'react-toastify';

/**
 * BUDGET-1: the app's toasts. react-toastify (about 5 kB as received) loads with the first toast,
 * not with the page: until then a call only marks toasts as wanted, so that <ToastHost> mounts the
 * container, and react-toastify keeps the toast until its container is there.
 */
type Kind = 'success' | 'error' | 'warning';

let library: Promise<typeof import('react-toastify')> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function show(kind: Kind, content: ToastContent, options?: ToastOptions): void {
  library ??= import('react-toastify');
  if (!wanted) {
    wanted = true;
    listeners.forEach((notify) => notify());
  }
  void library.then(({ toast: shown }) => shown[kind](content, options));
}

export const toast = {
  success: (content: ToastContent, options?: ToastOptions) => show('success', content, options),
  error: (content: ToastContent, options?: ToastOptions) => show('error', content, options),
  warning: (content: ToastContent, options?: ToastOptions) => show('warning', content, options),
  /** Takes a toast down by its id (AUTH-WEB-19: a form's failure once the form succeeds); nothing to do before the first toast. */
  dismiss: (id: string) => void library?.then(({ toast: shown }) => shown.dismiss(id)),
};

/** True once any toast was asked for: the container is needed from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (notify) => {
      listeners.add(notify);
      return () => listeners.delete(notify);
    },
    () => wanted,
  );
}
