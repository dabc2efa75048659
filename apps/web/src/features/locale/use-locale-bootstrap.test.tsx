import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localeStore, useLocale } from '../../app/locale-store';
import { i18n } from '../../i18n';
import { LocaleControls } from './locale-controls';
import { useLocaleBootstrap } from './use-locale-bootstrap';

const ok = (payload: unknown) => ({ status: 200, body: { status: 'OK', payload } });
const fail = { status: 500, body: { status: 'error', message: 'boom' } };
let answers: Record<string, { status: number; body: unknown }>;
let log: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  localStorage.clear();
  localeStore.setCurrency({ code: 'EUR', symbol: '€', value: 1 });
  localeStore.setLanguage(1);
  answers = {
    '/api/currencies': ok([
      { id: 1, code: 'EUR', symbol: '€', value: 1, default: 1 },
      { id: 2, code: 'USD', symbol: '$', value: 1.08, default: 0 },
    ]),
    '/api/languages': ok([
      { id: 1, code: 'en', title: 'English', default: 1 },
      { id: 2, code: 'de', title: 'Deutsch', default: 0 },
    ]),
    '/api/localizations?lang_id=1': ok({}),
    '/api/localizations?lang_id=2': ok({ nav_home: 'Startseite' }),
  };
  vi.stubGlobal('fetch', (url: URL) => {
    const a = answers[url.pathname + url.search] ?? answers[url.pathname] ?? { status: 404, body: { status: 'error', message: 'Not found' } };
    return Promise.resolve(new Response(JSON.stringify(a.body), { status: a.status }));
  });
  log = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  log.mockRestore();
  await i18n.changeLanguage('en');
});

function Probe() {
  useLocaleBootstrap();
  const { t } = useTranslation();
  const { currency, languageId } = useLocale();
  return (
    <>
      <p data-testid="home">{t('nav_home')}</p>
      <p data-testid="currency">{`${currency.symbol} ${currency.code}`}</p>
      <p data-testid="language">{languageId}</p>
      <LocaleControls />
      <ToastContainer />
    </>
  );
}
function renderProbe() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Probe />
    </QueryClientProvider>,
  );
}

describe('the locale bootstrap (spec §4 Currency, Language)', () => {
  it('SHELL-4: a stored code that is not listed reverts to the default-flagged currency, and is stored', async () => {
    localeStore.setCurrency({ code: 'GBP', symbol: '£', value: 0.85 });
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('currency')).toHaveTextContent('€ EUR'));
    expect(localStorage.getItem('currencyCode')).toBe('EUR');
    expect(localStorage.getItem('currencySymbol')).toBe('€');
  });

  it("SHELL-4: when currencies fail to load, 'Failed to load currencies' is toasted and EUR is the only choice", async () => {
    localeStore.setCurrency({ code: 'USD', symbol: '$', value: 1.08 });
    answers['/api/currencies'] = fail;
    renderProbe();
    expect(await screen.findByText('Failed to load currencies')).toBeInTheDocument();
    expect(screen.getByTestId('currency')).toHaveTextContent('€ EUR');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveTextContent('€ EUR');
  });

  it('SHELL-4: choosing a currency stores its code and symbol', async () => {
    renderProbe();
    const select = screen.getByRole('combobox', { name: 'Currency' });
    await screen.findByRole('option', { name: '$ USD' });
    await userEvent.selectOptions(select, 'USD');
    expect(screen.getByTestId('currency')).toHaveTextContent('$ USD');
    expect(localStorage.getItem('currencyCode')).toBe('USD');
    expect(localStorage.getItem('currencySymbol')).toBe('$');
  });

  it('SHELL-5: choosing a language stores its id and applies its texts over the English ones without a reload', async () => {
    renderProbe();
    const select = await screen.findByRole('combobox', { name: 'Language' });
    expect(screen.getByTestId('home')).toHaveTextContent('Home');
    await userEvent.selectOptions(select, 'Deutsch');
    await waitFor(() => expect(screen.getByTestId('home')).toHaveTextContent('Startseite'));
    expect(localStorage.getItem('languageId')).toBe('2');
    expect(document.documentElement.lang).toBe('de');
    // Keys the language does not translate keep their English default.
    expect(i18n.t('nav_shop')).toBe('Shop');
  });

  it('SHELL-5: an unknown saved language falls back to the default one', async () => {
    localeStore.setLanguage(9);
    renderProbe();
    await waitFor(() => expect(screen.getByTestId('language')).toHaveTextContent('1'));
  });

  it("SHELL-5: when languages fail to load, 'Failed to load languages' is toasted; a failed translation load is only logged", async () => {
    answers['/api/languages'] = fail;
    renderProbe();
    expect(await screen.findByText('Failed to load languages')).toBeInTheDocument();
    cleanup();

    answers['/api/languages'] = ok([{ id: 2, code: 'de', title: 'Deutsch', default: 1 }]);
    answers['/api/localizations?lang_id=2'] = fail;
    renderProbe();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load translations', expect.anything()));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('home')).toHaveTextContent('Home');
  });

  it('SEO-1: ?lang= and ?currency= of the opening address win over the stored choice once, are stored, and a later choice still holds', async () => {
    window.history.replaceState(null, '', '/sale?lang=DE&currency=usd');
    try {
      renderProbe();
      await waitFor(() => expect(screen.getByTestId('home')).toHaveTextContent('Startseite'));
      expect(screen.getByTestId('currency')).toHaveTextContent('$ USD');
      expect(localStorage.getItem('languageId')).toBe('2');
      expect(localStorage.getItem('currencyCode')).toBe('USD');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'English');
      await waitFor(() => expect(screen.getByTestId('home')).toHaveTextContent('Home'));
      expect(localStorage.getItem('languageId')).toBe('1');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('SEO-1: an unlisted ?lang= code changes nothing', async () => {
    window.history.replaceState(null, '', '/?lang=xx');
    try {
      renderProbe();
      await waitFor(() => expect(screen.getByTestId('language')).toHaveTextContent('1'));
      expect(screen.getByTestId('home')).toHaveTextContent('Home');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
