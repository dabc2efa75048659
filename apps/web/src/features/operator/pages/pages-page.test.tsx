import '../../../i18n/operator';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import PagesPage from './pages-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
});
