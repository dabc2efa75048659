import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { AppLayout } from './app-layout';
import { buildSettings } from '../../test/api-answers';

/** A controllable `(min-width: 768px)`: jsdom has no matchMedia. */
let desktop = false;
const mediaListeners = new Set<() => void>();
function setDesktop(next: boolean) {
  desktop = next;
  act(() => mediaListeners.forEach((l) => l()));
}

const settings = buildSettings({ requisites: 'Skins Ltd, 1 Main St', support_email: 'help@skins.test', copyright: '© 2026 Skins', offer_enabled: false });
let answers: Record<string, { status: number; body: unknown }>;
const ok = (payload: unknown) => ({ status: 200, body: { status: 'OK', payload } });

beforeEach(() => {
  desktop = false;
  vi.stubGlobal('matchMedia', (query: string) => ({
    media: query,
    get matches() {
      return desktop;
    },
    addEventListener: (_: string, l: () => void) => mediaListeners.add(l),
    removeEventListener: (_: string, l: () => void) => mediaListeners.delete(l),
  }));
  answers = {
    '/api/settings': ok(settings),
    '/api/static-pages': ok([{ id: 1, slug: 'terms', title: 'Terms of use', content: '<p>t</p>', is_terms: 1, is_privacy: 0 }]),
    '/api/social-links': ok([{ id: 1, link: 'https://t.me/skins', img: '/img/social/telegram.svg', title: 'Telegram' }]),
  };
  vi.stubGlobal('fetch', (url: URL) => {
    const a = answers[url.pathname] ?? { status: 404, body: { status: 'error', message: 'Not found' } };
    return Promise.resolve(new Response(JSON.stringify(a.body), { status: a.status }));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  mediaListeners.clear();
});

function renderLayout() {
  const router = createMemoryRouter(
    [{ element: <AppLayout />, children: [{ path: '/', element: <p>home</p> }, { path: '/products', element: <p>products</p> }] }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const burger = () => screen.getByRole('button', { name: /menu/ });
const mobileMenu = () => screen.queryByRole('navigation', { name: 'Mobile navigation' });

describe('the app layout (spec §1, §2)', () => {
  it('SHELL-1: the header links Home, Shop, Fresh Offers and Discount Store, and Sell skins only when offers are enabled', async () => {
    renderLayout();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await screen.findByText('help@skins.test');
    expect(within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Shop', '/products'],
      ['Fresh Offers', '/new'],
      ['Discount Store', '/sale'],
    ]);
    cleanup();
    answers['/api/settings'] = ok({ ...settings, offer_enabled: true });
    renderLayout();
    const withOffers = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(await within(withOffers).findByRole('link', { name: 'Sell skins' })).toHaveAttribute('href', '/account/offers');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth?form=signin');
  });

  it('SHELL-8: the footer shows support email, requisites, copyright, social links, card brands and static pages', async () => {
    renderLayout();
    expect(await screen.findByRole('link', { name: /help@skins\.test/ })).toHaveAttribute('href', 'mailto:help@skins.test');
    expect(screen.getByText('Skins Ltd, 1 Main St')).toBeInTheDocument();
    expect(screen.getByText('© 2026 Skins')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/skins');
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/terms');
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(expect.arrayContaining(['Visa', 'Mastercard', 'Maestro']));
  });

  it('SHELL-13: the footer shows the logos of the methods the shop takes, and none it does not (no Apple Pay, Google Pay or Amex)', async () => {
    answers['/api/settings'] = ok({
      ...settings,
      payment_methods: [
        { code: 'card', title: 'Card', image: '/img/payments/card.svg' },
        { code: 'balance', title: 'Balance', image: '/img/payments/balance.svg' },
        { code: 'mbway', title: 'MB WAY', image: '/img/payments/mbway.svg' },
      ],
    });
    renderLayout();
    await screen.findByRole('img', { name: 'MB WAY' });
    const accepted = within(screen.getByRole('heading', { name: 'We accept' }).closest('section')!);
    expect(accepted.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['Visa', 'Mastercard', 'Maestro', 'MB WAY']);
  });

  it('SHELL-2: the burger opens the mobile menu, which closes on navigation', async () => {
    renderLayout();
    await userEvent.click(burger());
    expect(burger()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(mobileMenu() as HTMLElement).getByRole('link', { name: 'Products' }));
    expect(await screen.findByText('products')).toBeInTheDocument();
    expect(mobileMenu()).toBeNull();
  });

  it('SHELL-2: the mobile menu closes when the window grows to 768 px or more', async () => {
    renderLayout();
    await userEvent.click(burger());
    expect(mobileMenu()).not.toBeNull();
    setDesktop(true);
    expect(mobileMenu()).toBeNull();
  });

  it('SHELL-9: when settings or pages fail to load, the spec texts are toasted', async () => {
    answers['/api/settings'] = { status: 500, body: { status: 'error', message: 'boom' } };
    answers['/api/static-pages'] = { status: 500, body: { status: 'error', message: 'boom' } };
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderLayout();
    expect(await screen.findByText('Failed to fetch settings')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch pages')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalled());
    log.mockRestore();
  });
});
