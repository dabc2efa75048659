import '../../../i18n/operator';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { toast } from '../../../ui/toast';
import SocialLinksPage from './social-links-page';

const discord = { id: 1, title: 'Discord', link: 'https://discord.gg/skins-market', img: '/img/social/discord.svg', position: 1 };
const mastodon = { title: 'Mastodon', link: 'https://mastodon.social/@skins', img: '/img/social/mastodon.svg' };

function renderLinks(extra: Record<string, unknown> = {}) {
  const api = stubApi({ 'GET /api/operator/social-links': { status: 'OK', payload: [discord] }, ...extra });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  renderRoutes({ '/operator/social-links': <SocialLinksPage /> }, '/operator/social-links');
  return api;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('back office: social links screen', () => {
  it('OPS-121: a new link is checked by the contract (https link, shop path or https icon) before it is sent; added, it is toasted', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = renderLinks({ 'POST /api/operator/social-links': { status: 'OK', message: 'Social link added', payload: { id: 2, ...mastodon, position: 2 } } });
    const table = await screen.findByRole('table', { name: 'Social links' });
    expect(within(table).getByRole('link', { name: discord.link })).toHaveAttribute('href', discord.link);
    expect(within(table).getByText(discord.img)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New social link' }));
    const dialog = screen.getByRole('dialog', { name: 'New social link' });
    await user.type(within(dialog).getByLabelText('Title'), mastodon.title);
    await user.type(within(dialog).getByLabelText('Link'), 'http://mastodon.social/@skins');
    await user.type(within(dialog).getByLabelText('Icon'), 'img/mastodon.svg');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The link must be an https:// address')).toBeInTheDocument();
    expect(within(dialog).getByText('The icon is a path of the shop, such as /img/social/x.svg')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(within(dialog).getByLabelText('Link'));
    await user.type(within(dialog).getByLabelText('Link'), mastodon.link);
    await user.clear(within(dialog).getByLabelText('Icon'));
    await user.type(within(dialog).getByLabelText('Icon'), mastodon.img);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual(mastodon);
    expect(success).toHaveBeenCalledWith('Social link added');
  }, 20_000);

  it('OPS-121: a link is edited in its dialog and deleted after a confirmation, each toasted', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    const api = renderLinks({
      'PATCH /api/operator/social-links/1': { status: 'OK', message: 'Social link saved', payload: { ...discord, title: 'Discord server' } },
      'DELETE /api/operator/social-links/1': { status: 'OK', message: 'Social link deleted', payload: { id: 1 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Discord' }));
    const edit = screen.getByRole('dialog', { name: 'Edit Discord' });
    expect(within(edit).getByLabelText('Link')).toHaveValue(discord.link);
    await user.clear(within(edit).getByLabelText('Title'));
    await user.type(within(edit).getByLabelText('Title'), 'Discord server');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.method === 'PATCH')).toEqual({ method: 'PATCH', path: '/api/operator/social-links/1', body: { title: 'Discord server', link: discord.link, img: discord.img } });

    await user.click(screen.getByRole('button', { name: 'Delete Discord' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Discord?' });
    expect(within(confirm).getByText("The icon leaves the shop's footer at once.")).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/operator/social-links/1']);
    expect(success.mock.calls).toEqual([['Social link saved'], ['Social link deleted']]);
  }, 20_000);
});
