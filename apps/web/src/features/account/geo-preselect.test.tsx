import '../../i18n/accounts';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopUpFlow } from './topup-flow';
import { renderRoutes, stubApi } from '../../test/render-routes';
import { FormPhoneField } from '../../ui/form-phone-field';

const countries = [
  { id: 1, title: 'Portugal', iso: 'pt', name: 'Portugal' },
  { id: 2, title: 'Poland', iso: 'pl', name: 'Poland' },
];

function stubGeo(countryCode: string | null | 'fail') {
  const api = stubApi({
    '/api/geoip': countryCode === 'fail' ? [500, { status: 'error', message: 'down' }] : { status: 'OK', payload: { country_code: countryCode } },
    '/api/static-pages': { status: 'OK', payload: [] },
  });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api.calls;
}

function PhoneForm({ phone = '' }: { phone?: string }) {
  const form = useForm({ defaultValues: { phone, phoneCountry: '' } });
  return <FormPhoneField form={form} label="Phone number" countries={countries} />;
}
const picker = () => screen.getByRole('combobox', { name: 'Phone country' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('country by IP preselects empty country fields (issue 7)', () => {
  it("GEO-4: an empty phone field's country picker starts at the visitor's country", async () => {
    const calls = stubGeo('PT');
    renderRoutes({ '/': <PhoneForm /> }, '/');
    await waitFor(() => expect(picker()).toHaveValue('pt'));
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
    expect(calls.filter((c) => c.path === '/api/geoip')).toHaveLength(1);
  });

  it('GEO-4: a phone that is already there keeps its picker as it was', async () => {
    const calls = stubGeo('PT');
    renderRoutes({ '/': <PhoneForm phone="+48 600 700 800" /> }, '/');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/geoip')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(picker()).toHaveValue('');
  });

  it.each([null, 'fail'] as const)('GEO-4: an unknown country (%s) leaves the default, with no error shown', async (answer) => {
    const calls = stubGeo(answer);
    renderRoutes({ '/': <PhoneForm /> }, '/');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/geoip')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(picker()).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("GEO-4: the top-up billing form's empty country select starts at the visitor's country; a profile country stays", async () => {
    const user = userEvent.setup();
    stubGeo('PL');
    const profile = { id: 1, name: 'Ana', surname: 'Silva', email: 'ana@example.com', balance: 0, country: null };
    const view = renderRoutes({ '/': <TopUpFlow initialAmount="20" onClose={() => {}} min={1} methods={undefined} profile={profile} countries={countries} /> }, '/');
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveValue('2'));
    view.unmount();

    renderRoutes({ '/': <TopUpFlow initialAmount="20" onClose={() => {}} min={1} methods={undefined} profile={{ ...profile, country: 1 }} countries={countries} /> }, '/');
    await user.click(screen.getByRole('radio', { name: 'Card' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByLabelText('Country')).toHaveValue('1');
  });
});
