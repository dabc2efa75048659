import { lazy, Suspense } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { useToastsWanted } from './toast';

const ToastContainer = lazy(() => import('react-toastify').then((m) => ({ default: m.ToastContainer })));

/** BUDGET-1: the toasts' container, mounted (and its library loaded) with the first toast (ui/toast.ts). */
export function ToastHost(props: ToastContainerProps) {
  return useToastsWanted() ? (
    <Suspense fallback={null}>
      <ToastContainer {...props} />
    </Suspense>
  ) : null;
}
