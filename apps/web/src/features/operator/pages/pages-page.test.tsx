import '../../../i18n/operator';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import PagesPage from './pages-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = { id: 1, slug: 'about', is_terms: 0, is_privacy: 0, texts: { en: { title: 'About us', content: '<p>Hi</p>' }, de: { title: 'Über uns', content: '<p>Hallo</p>' }, pl: null } };

describe('PagesPage', () => {
  it('OPS-96: a page in a language not written yet starts from English and says so; saving sends that language', async () => {
    const api = stubApi({
      'GET /api/operator/static-pages': { status: 'OK', payload: [page] },
      'PUT /api/operator/static-pages/1/pl': (body: unknown) => ({ status: 'OK', payload: { ...page, texts: { ...page.texts, pl: body } } }),
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/': <PagesPage /> }, '/');
    expect(await screen.findByLabelText('Title')).toHaveValue('About us');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'de' } });
    expect(screen.getByLabelText('Title')).toHaveValue('Über uns');
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'pl' } });
    expect(screen.getByText('Not written in this language yet: the shop shows the English text.')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('About us');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'O nas' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(api.calls.find((c) => c.method === 'PUT')).toEqual({ method: 'PUT', path: '/api/operator/static-pages/1/pl', body: { title: 'O nas', content: '<p>Hi</p>' } });
  });

  const terms = { id: 2, slug: 'terms', is_terms: 1, is_privacy: 0, texts: { en: { title: 'Terms and Conditions', content: '<p>Rules</p>' }, de: null, pl: null } };
  const privacy = { id: 3, slug: 'privacy-policy', is_terms: 0, is_privacy: 1, texts: { en: { title: 'Privacy Policy', content: '<p>Data</p>' }, de: null, pl: null } };
  const shipping = { id: 4, slug: 'shipping-policy', is_terms: 0, is_privacy: 0, texts: { en: { title: 'Shipping policy', content: '<p>By trade offer</p>' }, de: null, pl: null } };

  it('OPS-133: every page has a View link to /{slug} in a new tab; Delete is offered, behind a confirmation, for all but the terms and privacy pages', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    let list = [page, terms, privacy];
    const api = stubApi({
      'GET /api/operator/static-pages': () => ({ status: 'OK', payload: list }),
      'DELETE /api/operator/static-pages/1': () => {
        list = [terms, privacy];
        return { status: 'OK', message: 'Page deleted', payload: { id: 1 } };
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/': <PagesPage /> }, '/');
    const table = await screen.findByRole('table', { name: 'Pages' });
    for (const p of [page, terms, privacy]) {
      const view = within(table).getByRole('link', { name: `View ${p.texts.en.title} (opens in a new tab)` });
      expect(view).toHaveAttribute('href', `/${p.slug}`);
      expect(view).toHaveAttribute('target', '_blank');
      expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(table).queryByRole('button', { name: 'Delete Terms and Conditions' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Delete Privacy Policy' })).toBeNull();

    await user.click(within(table).getByRole('button', { name: 'Delete About us' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete About us?' });
    expect(within(confirm).getByText(/its address \/about/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(within(table).getByRole('button', { name: 'Delete About us' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete About us?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/operator/static-pages/1']);
    expect(success).toHaveBeenCalledWith('Page deleted');
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Pages' })).queryByText('About us')).toBeNull());
  }, 20_000);

  it('OPS-133: New page checks the slug by the contract before sending (format, a shop route); a slug taken comes back on its field; added, the page is listed and opened in the editor', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    let list = [page, terms];
    let answers = 0;
    const api = stubApi({
      'GET /api/operator/static-pages': () => ({ status: 'OK', payload: list }),
      'POST /api/operator/static-pages': () => {
        answers += 1;
        if (answers === 1) return [409, { status: 'error', code: 'OPS_PAGE_SLUG_TAKEN', message: 'A page with this slug already exists: choose another.', errors: { slug: ['A page with this slug already exists: choose another.'] } }];
        list = [page, terms, shipping];
        return { status: 'OK', message: 'Page added', payload: shipping };
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/': <PagesPage /> }, '/');
    await user.click(await screen.findByRole('button', { name: 'New page' }));
    const dialog = screen.getByRole('dialog', { name: 'New page' });
    await user.type(within(dialog).getByLabelText('Slug'), 'Shipping Policy');
    await user.type(within(dialog).getByLabelText('Title'), 'Shipping policy');
    await user.type(within(dialog).getByLabelText('Content (HTML)'), 'By trade offer');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(await within(dialog).findByText('The slug may hold lowercase letters, digits and hyphens only, such as shipping-policy')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Slug'));
    await user.type(within(dialog).getByLabelText('Slug'), 'cart');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(await within(dialog).findByText("This slug is one of the shop's own addresses: choose another")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Slug'));
    await user.type(within(dialog).getByLabelText('Slug'), 'shipping-policy');
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    expect(await within(dialog).findByText('A page with this slug already exists: choose another.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { slug: 'shipping-policy', title: 'Shipping policy', content: 'By trade offer', is_terms: 0, is_privacy: 0 },
      { slug: 'shipping-policy', title: 'Shipping policy', content: 'By trade offer', is_terms: 0, is_privacy: 0 },
    ]);
    expect(success).toHaveBeenCalledWith('Page added');
    expect(within(screen.getByRole('table', { name: 'Pages' })).getByText('/shipping-policy')).toBeInTheDocument();
    // The new page is the one in the editor.
    expect(screen.getByLabelText('Title')).toHaveValue('Shipping policy');
  }, 20_000);
});
