import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { TopUpFlow } from './topup-flow';

const countries = [
  { id: 1, title: 'Portugal', iso: 'pt', name: 'Portugal' },
  { id: 2, title: 'Spain', iso: 'es', name: 'Spain' },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the top-up billing form (issue 14 item 4)', () => {
  it("JOURNEY-4: opens with the last paid checkout's delivery and the profile phone", async () => {
    const api = stubApi({ '/api/geoip': { status: 'OK', payload: { country_code: null } }, '/api/static-pages': { status: 'OK', payload: [] } });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const profile = { id: 1, name: 'Ana', surname: 'Silva', email: 'ana@example.com', phone: '+351912345678', balance: 0, country: null, last_delivery: { country: 2, city: 'Madrid', address: 'Calle Mayor 1', post_code: '28013' } };
    renderRoutes({ '/': <TopUpFlow initialAmount="20" onClose={() => {}} min={1} methods={undefined} profile={profile} countries={countries} /> }, '/');
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByLabelText('City')).toHaveValue('Madrid');
    expect(screen.getByLabelText('Address')).toHaveValue('Calle Mayor 1');
    expect(screen.getByLabelText('Postal code')).toHaveValue('28013');
    expect(screen.getByLabelText('Country')).toHaveValue('2');
    expect(screen.getByLabelText('Phone number')).toHaveValue('+351912345678');
  });
});
