import '../../../i18n/operator';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { SettingForm } from './setting-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SettingForm', () => {
  it("OPS-95: a value the key's schema refuses shows its message under the field and is not sent", async () => {
    const api = stubApi({ 'PUT /api/operator/settings/vat_percent': { status: 'OK', message: 'Setting saved', payload: { key: 'vat_percent', value: 23 } } });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/': <SettingForm name="vat_percent" value={0} /> }, '/');
    const field = screen.getByRole('textbox', { name: 'VAT (%)' });
    fireEvent.change(field, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('VAT can be at most 100 %')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toEqual([]);
    fireEvent.change(field, { target: { value: '23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(api.calls).toEqual([{ method: 'PUT', path: '/api/operator/settings/vat_percent', body: { value: 23 } }]);
  });

  it('OPS-95: switching selling off while offers are in progress lists them and sends confirm only when confirmed', async () => {
    const open = [{ id: 7, title: 'AK-47 | Redline', status: 'awaiting_item', user_email: 'ann@example.com' }];
    const api = stubApi({
      'PUT /api/operator/settings/offer_enabled': (body: unknown) =>
        (body as { confirm?: boolean }).confirm
          ? { status: 'OK', message: 'Setting saved', payload: { key: 'offer_enabled', value: false } }
          : [409, { status: 'error', code: 'OPS_OFFERS_IN_PROGRESS', message: 'Offers are in progress.', payload: open }],
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/': <SettingForm name="offer_enabled" value={true} /> }, '/');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Selling skins open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch selling off?' });
    expect(dialog).toHaveTextContent('#7 AK-47 | Redline (awaiting item, ann@example.com)');
    fireEvent.click(screen.getByRole('button', { name: 'Switch off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(api.calls.map((c) => c.body)).toEqual([{ value: false }, { value: false, confirm: true }]);
  });

  it('OPS-89: cancelling the switch-off confirmation shows the stored value again: the box is ticked, selling stays on and nothing more is sent', async () => {
    const open = [{ id: 7, title: 'AK-47 | Redline', status: 'awaiting_item', user_email: 'ann@example.com' }];
    const api = stubApi({ 'PUT /api/operator/settings/offer_enabled': [409, { status: 'error', code: 'OPS_OFFERS_IN_PROGRESS', message: 'Offers are in progress.', payload: open }] });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/': <SettingForm name="offer_enabled" value={true} /> }, '/');
    const box = screen.getByRole('checkbox', { name: 'Selling skins open' });
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch selling off?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(box).toBeChecked();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(api.calls.map((c) => c.body)).toEqual([{ value: false }]);
  });

  it.each([
    ['min_top_up', 'Minimum top-up (euro)', /^This is the minimum the shop enforces/],
    ['minTopUpAmount', 'Minimum top-up amount (euro)', /^Used only when Minimum top-up is not set, so it has no effect/],
  ] as const)('PAY-21: the %s field says under it whether the shop enforces it', (name, label, hint) => {
    renderRoutes({ '/': <SettingForm name={name} value={5} /> }, '/');
    expect(screen.getByRole('textbox', { name: label })).toHaveAccessibleDescription(hint);
  });

  it('PAY-21: a hinted field keeps its hint beside a refusal', () => {
    renderRoutes({ '/': <SettingForm name="min_top_up" value={5} /> }, '/');
    const field = screen.getByRole('textbox', { name: 'Minimum top-up (euro)' });
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveAccessibleDescription(/^The minimum top-up must be at least 0.01 This is the minimum the shop enforces/);
  });

  it("OPS-134: the review limit of balance changes says what it does; empty is sent as off (null), part cents are refused before sending", async () => {
    const api = stubApi({ 'PUT /api/operator/settings/balance_adjust_review_above': (body: unknown) => ({ status: 'OK', message: 'Setting saved', payload: { key: 'balance_adjust_review_above', value: (body as { value: unknown }).value } }) });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    renderRoutes({ '/': <SettingForm name="balance_adjust_review_above" value={null} /> }, '/');
    const field = screen.getByRole('textbox', { name: 'Second operator for balance changes above (credits)' });
    expect(field).toHaveValue('');
    expect(field).toHaveAccessibleDescription("Balance changes above this amount wait for a second operator's approval. Empty: off.");
    fireEvent.change(field, { target: { value: '100,005' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Use at most 2 decimals')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
    fireEvent.change(field, { target: { value: '250,50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.map((c) => c.body)).toEqual([{ value: 250.5 }, { value: null }]));
  });
});
