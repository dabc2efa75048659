import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { StaticPageView } from './static-page-view';

afterEach(cleanup);

describe('StaticPageView', () => {
  it("SEC-16: shows the server's HTML as given (the server cleans it), with the page's title and description", () => {
    const content =
      '<h2>Terms</h2><p>Read <a href="/privacy-policy" rel="noopener noreferrer">this</a> and <strong>that</strong>.</p><ul><li>One</li></ul><img src="/img/a.png" alt="A" /><table><tbody><tr><td>1</td></tr></tbody></table>';
    render(
      <I18nextProvider i18n={i18n}>
        <StaticPageView page={{ id: 1, slug: 'terms', title: 'Terms and Conditions', content, is_terms: 1, is_privacy: 0 }} />
      </I18nextProvider>,
    );
    const shown = screen.getByTestId('static-page-content');
    const expected = document.createElement('div');
    expected.innerHTML = content;
    expect(shown.innerHTML).toBe(expected.innerHTML);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Terms and Conditions');
    expect(document.title).toBe('Terms and Conditions | Skins Market');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Terms Read this and that . One 1');
  });
});
