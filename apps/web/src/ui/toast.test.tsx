import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('toasts (ui/toast.ts)', () => {
  it('BUDGET-1: the container is not mounted before the first toast; a toast asked for before it mounts is still shown', async () => {
    // The unit files share a module registry (vitest.config.ts): the toast module as a page first loads it, before any toast.
    vi.resetModules();
    const { toast } = await import('./toast');
    const { ToastHost } = await import('./toast-host');
    const { container } = render(<ToastHost position="bottom-right" />);
    expect(container.querySelector('.Toastify')).toBeNull();
    act(() => toast.error('Failed to fetch settings'));
    expect(await screen.findByText('Failed to fetch settings')).toBeInTheDocument();
    act(() => toast.success('Item added to cart'));
    expect(await screen.findByText('Item added to cart')).toBeInTheDocument();
  });
});
