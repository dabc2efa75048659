import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildOperatorPack } from '../../../test/api-answers';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import PacksPage from './packs-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('back office: packs screen', () => {
  it("OPS-71: a created and an edited pack are each toasted with the API's message", async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = stubApi({
      'GET /api/operator/packs': { status: 'OK', payload: [buildOperatorPack()], meta: { total: 1, pages: 1 } },
      'POST /api/operator/packs': { status: 'OK', message: 'Pack created', payload: buildOperatorPack({ id: 4, title: 'Knife pack' }) },
      'PUT /api/operator/packs/3': { status: 'OK', message: 'Pack saved', payload: buildOperatorPack({ price: 25 }) },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/operator/packs': <PacksPage /> }, '/operator/packs');

    await user.click(await screen.findByRole('button', { name: 'New pack' }));
    const create = screen.getByRole('dialog', { name: 'New pack' });
    await user.type(within(create).getByLabelText('Title'), 'Knife pack');
    await user.type(within(create).getByLabelText('Price (EUR)'), '30');
    await user.type(within(create).getByLabelText('Skin ids, separated by commas'), '7, 8');
    await user.click(within(create).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success).toHaveBeenCalledWith('Pack created');

    await user.click(screen.getByRole('button', { name: 'Edit #3' }));
    const edit = screen.getByRole('dialog', { name: 'Edit pack #3' });
    await user.clear(within(edit).getByLabelText('Price (EUR)'));
    await user.type(within(edit).getByLabelText('Price (EUR)'), '25');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(success.mock.calls).toEqual([['Pack created'], ['Pack saved']]);
  }, 20_000);
});
