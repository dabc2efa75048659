import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';

/** A table row's action: a small button whose accessible name says which row it acts on ("Withdraw #7"). */
export function RowButton({ name, onClick, children }: { name: string; onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" className="h-8 px-3" aria-label={name} onClick={onClick}>
      {children}
    </Button>
  );
}
