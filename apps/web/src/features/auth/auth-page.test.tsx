import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubApi } from '../../test/render-routes';
import AuthPage from './auth-page';
import { buildSettings } from '../../test/api-answers';

function setup(url: string) {
  vi.stubGlobal('fetch', vi.fn(stubApi({ '/api/settings': { status: 'OK', payload: buildSettings({ is_reg_enabled: false }) } }).fetch));
  renderRoutes({ '/auth': <AuthPage /> }, url);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AuthPage', () => {
  it('JOURNEY-7: a Steam sign-in refused while registration is off shows its reason above the sign-in form', async () => {
    setup(`/auth?form=signin&error=${encodeURIComponent('Registration is currently disabled.')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration is currently disabled.');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('JOURNEY-7: without an error there is no alert', async () => {
    setup('/auth');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('OPS-97: asking for sign-up while registration is off shows the sign-in form and says registration is disabled', async () => {
    setup('/auth?form=signup');
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration is currently disabled.');
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});
