import '../../../i18n/operator';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { ConfirmDialog } from './confirm-dialog';
import { ReasonDialog } from './reason-dialog';

function Opener({ onConfirm, reason = false }: { onConfirm: (value?: string) => unknown; reason?: boolean }) {
  const [open, setOpen] = useState(false);
  const common = { open, title: 'Cancel offer #7', confirmLabel: 'Cancel offer', destructive: true, onClose: () => setOpen(false) };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {reason ? <ReasonDialog {...common} required onConfirm={onConfirm} /> : <ConfirmDialog {...common} message="The seller will be told." onConfirm={onConfirm} />}
    </>
  );
}

afterEach(cleanup);

describe('the back office confirmation (components/confirm-dialog.tsx)', () => {
  it('OPS-45: the dialog is labelled by its title and takes the focus; Cancel and Escape close it without acting and give the focus back', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Opener onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel offer #7' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByText('The seller will be told.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('OPS-45: confirming acts once and closes; a refusal shows the API message and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockRejectedValueOnce(new ApiError('This offer is awaiting item: it cannot be rejected now.', 409)).mockResolvedValueOnce(undefined);
    render(<Opener onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Cancel offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This offer is awaiting item: it cannot be rejected now.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('OPS-45: a required reason must be given: blank is refused in the dialog, a reason is passed trimmed', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<Opener onConfirm={onConfirm} reason />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    await user.type(screen.getByLabelText('Reason'), '   ');
    await user.click(screen.getByRole('button', { name: 'Cancel offer' }));
    expect(screen.getByText('Reason is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveAttribute('aria-invalid', 'true');
    expect(onConfirm).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Reason'), ' The item never arrived ');
    await user.click(screen.getByRole('button', { name: 'Cancel offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledWith('The item never arrived');
  });
});
