import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../app/session-store';
import { renderRoutes, stubApi } from '../../../test/render-routes';
import { NewArrivalsCta } from './new-arrivals-cta';
import { buildSettings } from '../../../test/api-answers';

function setup(isRegEnabled: boolean) {
  vi.stubGlobal('fetch', vi.fn(stubApi({ '/api/settings': { status: 'OK', payload: buildSettings({ is_reg_enabled: isRegEnabled }) } }).fetch));
  renderRoutes({ '/': <NewArrivalsCta /> }, '/');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('NewArrivalsCta', () => {
  it("JOURNEY-7: with registration off, a guest's call to action reads 'Log in' and leads to /auth", async () => {
    setup(false);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument();
  });

  it("JOURNEY-7: with registration on, a guest's call to action is 'Create an account' to sign-up; signed in, it is hero_button to the products", async () => {
    setup(true);
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth?form=signup');
    cleanup();
    sessionStore.signIn();
    setup(true);
    expect(await screen.findByRole('link', { name: 'Browse new arrivals' })).toHaveAttribute('href', '/products');
  });
});
