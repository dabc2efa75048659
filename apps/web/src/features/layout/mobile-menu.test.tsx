import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { MobileMenu } from './mobile-menu';

function renderMenu(signedIn: boolean, onLogout = vi.fn()) {
  render(
    <MemoryRouter>
      <MobileMenu open signedIn={signedIn} onLogout={onLogout} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Mobile navigation' });
  const entries = within(nav)
    .getAllByRole('listitem')
    .map((li) => {
      const link = within(li).queryByRole('link');
      return link ? [li.textContent, link.getAttribute('href')] : [li.textContent, 'button'];
    });
  return { entries, onLogout };
}

afterEach(cleanup);

describe('the mobile menu (spec §2)', () => {
  it('SHELL-2: signed out it lists Home, Products, New items, Sale and Log in', () => {
    expect(renderMenu(false).entries).toEqual([
      ['Home', '/'],
      ['Products', '/products'],
      ['New items', '/new'],
      ['Sale', '/sale'],
      ['Log in', '/auth?form=signin'],
    ]);
  });

  it('SHELL-2: signed in it adds Cart and Profile, and offers Logout instead of Log in', async () => {
    const { entries, onLogout } = renderMenu(true);
    expect(entries).toEqual([
      ['Home', '/'],
      ['Products', '/products'],
      ['New items', '/new'],
      ['Sale', '/sale'],
      ['Cart', '/cart'],
      ['Profile', '/account'],
      ['Logout', 'button'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('SHELL-2: closed, it renders nothing', () => {
    render(
      <MemoryRouter>
        <MobileMenu open={false} signedIn={false} onLogout={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('SHELL-2, BUDGET-13: a tapped entry closes the menu at once, before the next page has loaded', async () => {
    const onNavigate = vi.fn();
    render(
      <MemoryRouter>
        <MobileMenu open signedIn={false} onLogout={vi.fn()} onNavigate={onNavigate} />
      </MemoryRouter>,
    );
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Mobile navigation' })).getByRole('link', { name: 'Products' }));
    expect(onNavigate).toHaveBeenCalledOnce();
  });
});
