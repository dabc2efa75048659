import { useState } from 'react';
import { Button } from '../../../ui/button';
import { useActed } from '../api/use-acted';

/**
 * The row actions of a back-office queue (offers, payouts, skin requests, failed deliveries): a small
 * button per action whose name says its row ("Retry #31") and opens that action's dialog on the row;
 * `open` is the dialog to show, `close` shuts it, `acted` runs the confirmed action (useActed).
 */
export function useQueueActions<Kind extends string, Row extends { id: number }>() {
  const acted = useActed();
  const [open, setOpen] = useState<{ kind: Kind; row: Row } | null>(null);
  const close = () => setOpen(null);
  const button = (kind: Kind, row: Row, label: string, variant: 'secondary' | 'ghost' = 'secondary') => (
    <Button variant={variant} className="px-2 py-1 text-xs" onClick={() => setOpen({ kind, row })} aria-label={`${label} #${row.id}`}>
      {label}
    </Button>
  );
  return { open, close, button, acted };
}
