import '../i18n/payments';
import { messagesShellEn } from '@skins/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../i18n';
import { orderStatusKind, StatusIcon } from './status-icon';

describe('a history status', () => {
  afterEach(async () => {
    cleanup();
    await act(() => applyLanguage('en', messagesShellEn));
  });

  it('I18N-11: an order status reads as a word of the visitor language, never the API code', async () => {
    const { rerender } = render(<StatusIcon kind={orderStatusKind('in_process')} raw="in_process" />);
    expect(screen.getByText('In process')).toBeInTheDocument();
    await act(() => applyLanguage('de', { label_status_completed: 'Abgeschlossen' }));
    rerender(<StatusIcon kind={orderStatusKind('completed')} raw="completed" />);
    expect(screen.getByText('Abgeschlossen')).toBeInTheDocument();
    expect(screen.queryByText(/completed/i)).toBeNull();
    expect(screen.getByRole('img', { name: 'Success' })).toHaveAttribute('title', 'Abgeschlossen');
  });
});
