import { act, cleanup, render } from '@testing-library/react';
import type { PageKind } from '@skins/contract';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../i18n';
import { usePageMeta } from './use-page-meta';

function Page({ kind, vars, description }: { kind: PageKind; vars?: Record<string, string> | null; description?: string }) {
  usePageMeta(kind, vars, description);
  return null;
}
const show = (props: Parameters<typeof Page>[0]) => (
  <I18nextProvider i18n={i18n}>
    <Page {...props} />
  </I18nextProvider>
);
const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('en'));
});

describe('usePageMeta (issue 16)', () => {
  it('SEO-1: each page sets its own title and description, and the next page replaces them', () => {
    const view = render(show({ kind: 'sale' }));
    expect(document.title).toBe('CS2 skins on sale | Skins Market');
    expect(description()).toBe('CS2 skins below their usual price, refreshed every day.');
    view.rerender(show({ kind: 'product', vars: { name: 'AK-47 | Redline', price: '€12.34', type: 'Rifle' } }));
    expect(document.title).toBe('AK-47 | Redline for €12.34 | Skins Market');
    expect(description()).toBe('Buy AK-47 | Redline (Rifle) for €12.34, delivered to your Steam account by trade link.');
    view.rerender(show({ kind: 'staticPage', vars: { title: 'Terms' }, description: 'Who we are.' }));
    expect(document.title).toBe('Terms | Skins Market');
    expect(description()).toBe('Who we are.');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });

  it('SEO-1: while the page data loads (vars null) the title stays; a language change retitles the page', async () => {
    render(show({ kind: 'home' }));
    expect(document.title).toBe('Buy CS2 skins | Skins Market');
    cleanup();
    render(show({ kind: 'product', vars: null }));
    expect(document.title).toBe('Buy CS2 skins | Skins Market');
    cleanup();
    render(show({ kind: 'new' }));
    await act(() => applyLanguage('de', { meta_new_title: 'Neue CS2-Skins', meta_new_description: 'Frisch eingetroffen.' }));
    expect(document.title).toBe('Neue CS2-Skins | Skins Market');
    expect(description()).toBe('Frisch eingetroffen.');
  });
});
