import { messagesShellEn } from '@skins/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n, useTranslation } from './index';

/** Counts its renders, so a test sees whether a language's texts arriving rendered the page again. */
let renders = 0;
function Brand() {
  const { t } = useTranslation();
  renders += 1;
  return <p>{t('shell_brand')}</p>;
}

describe('the texts of the first view (issue 16)', () => {
  afterEach(async () => {
    cleanup();
    await act(() => applyLanguage('en', messagesShellEn));
  });

  it('BUDGET-9: the language already shown, with the same texts, renders nothing again; a changed text shows at once', async () => {
    renders = 0;
    render(<Brand />);
    expect(screen.getByText(messagesShellEn.shell_brand)).toBeInTheDocument();
    expect(renders).toBe(1);

    // A first visit: the server's English texts are the English defaults already shown.
    await act(() => applyLanguage('en', { shell_brand: messagesShellEn.shell_brand }));
    expect(renders).toBe(1);
    expect(i18n.language).toBe('en');

    // The operator edited an English text: it shows without a reload.
    await act(() => applyLanguage('en', { shell_brand: 'Skins Bazaar' }));
    expect(screen.getByText('Skins Bazaar')).toBeInTheDocument();
    expect(renders).toBe(2);
  });

  it('BUDGET-9: another language renders the texts again in it, and html lang follows', async () => {
    render(<Brand />);
    await act(() => applyLanguage('de', { shell_brand: 'Skins Markt' }));
    expect(screen.getByText('Skins Markt')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
  });
});
