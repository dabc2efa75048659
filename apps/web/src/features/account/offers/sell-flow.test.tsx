import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '../../../ui/toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { SellFlow } from './sell-flow';
import { buildOffer } from './test-data';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function open(create: unknown) {
  const api = stubApi({ 'POST /api/offer/create': create });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  const onClose = vi.fn();
  renderRoutes({ '/': <SellFlow onClose={onClose} /> }, '/');
  return { creates: () => api.calls.filter((c) => c.path === '/api/offer/create'), onClose };
}

async function fill(user: ReturnType<typeof userEvent.setup>, v: { title?: string; price?: string; quality?: string; link?: string }) {
  const dialog = screen.getByRole('dialog', { name: 'Sell skins' });
  if (v.title !== undefined) await user.type(within(dialog).getByLabelText('Skin name'), v.title);
  if (v.price !== undefined) await user.type(within(dialog).getByLabelText('Price (EUR)'), v.price);
  if (v.quality !== undefined) await user.selectOptions(within(dialog).getByLabelText('Quality'), v.quality);
  if (v.link !== undefined) await user.type(within(dialog).getByLabelText('Steam inventory link'), v.link);
}

describe('SellFlow (spec §4 Sell flow, §5 Sell skins)', () => {
  it('OFFER-WEB-2: the §5 rules of the contract, each under its field, and nothing is sent', async () => {
    const user = userEvent.setup();
    const { creates } = open({ status: 'OK' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Select quality', 'Field-Tested', 'Battle-Scarred', 'Minimal Wear', 'Well-Worn', 'Factory New', 'Not Painted']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Skin name is required')).toBeInTheDocument();
    expect(screen.getByText('Price is required')).toBeInTheDocument();
    expect(screen.getByText('Quality is required')).toBeInTheDocument();
    expect(screen.getByText('Steam inventory link is required')).toBeInTheDocument();
    await fill(user, { price: '-3' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Price must be a positive number')).toBeInTheDocument();
    expect(creates()).toHaveLength(0);
  });

  it('OFFER-WEB-2: a valid order is sent once, then sellConfirmation says within 3 working days', async () => {
    const user = userEvent.setup();
    let answer: (v: unknown) => void = () => {};
    const { creates, onClose } = open(() => new Promise((r) => (answer = r)));
    await fill(user, { title: 'AK-47 | Redline', price: '12,50', quality: 'minimal_wear', link: 'https://steamcommunity.com/id/ana/inventory' });
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Processing...' }));
    expect(creates()).toHaveLength(1);
    expect(creates()[0]?.body).toMatchObject({ title: 'AK-47 | Redline', price: '12.50', quality: 'minimal_wear', item_url: 'https://steamcommunity.com/id/ana/inventory', currency: 'EUR' });
    answer({ status: 'OK', id: 5, message: 'Your sell order has been submitted.', payload: buildOffer(5, 'pending') });
    const done = await screen.findByRole('dialog', { name: 'Sell order submitted' });
    expect(within(done).getByText('Thank you! We will review your offer and notify you within 3 working days.')).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("OFFER-WEB-2: the server's field errors go under the fields and its message to a toast; no message -> 'Failed to submit sell order'", async () => {
    const user = userEvent.setup();
    const error = vi.spyOn(toast, 'error');
    open([422, { status: 'error', message: 'Please enter a valid Steam inventory link', errors: { item_url: ['Please enter a valid Steam inventory link'] } }]);
    await fill(user, { title: 'AK', price: '5', quality: 'factory_new', link: 'https://steamcommunity.com/id/ana/inventory' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a valid Steam inventory link')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Please enter a valid Steam inventory link');
    cleanup();
    open([502, 'not json']);
    await fill(user, { title: 'AK', price: '5', quality: 'factory_new', link: 'https://steamcommunity.com/id/ana/inventory' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(error).toHaveBeenLastCalledWith('Failed to submit sell order'));
  });
});
