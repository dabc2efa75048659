import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppRouter, useNavigationPending } from './app-router';

afterEach(cleanup);

/** A lazy page whose chunk arrives when the test says so. */
function deferredPage() {
  let arrive!: (page: { default: ComponentType }) => void;
  const Page = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
  return { Page, arrive: () => act(async () => arrive({ default: () => <h1>next page</h1> })) };
}

function Shell({ Next }: { Next: ComponentType }) {
  return (
    <>
      <p>{useNavigationPending() ? 'navigating' : 'idle'}</p>
      <Suspense fallback={<p>spinner</p>}>
        <Routes>
          <Route path="/" element={<Link to="/next">go on</Link>} />
          <Route path="/next" element={<Next />} />
        </Routes>
      </Suspense>
    </>
  );
}

/** The shell at / with its lazy next page, its chunk still on its way. */
function renderAtHome() {
  window.history.replaceState(null, '', '/');
  const { Page, arrive } = deferredPage();
  render(
    <AppRouter>
      <Shell Next={Page} />
    </AppRouter>,
  );
  return arrive;
}

describe('the app router (declarative mode)', () => {
  it("BUDGET-13: a link keeps the page being left on screen, flagged as navigating, until the next page's chunk has loaded", async () => {
    const arrive = renderAtHome();
    expect(screen.getByText('idle')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByText('go on')));
    expect(screen.getByText('go on')).toBeTruthy();
    expect(screen.getByText('navigating')).toBeTruthy();
    expect(screen.queryByText('spinner')).toBeNull();

    await arrive();
    expect(await screen.findByText('next page')).toBeTruthy();
    expect(screen.getByText('idle')).toBeTruthy();
    expect(window.location.pathname).toBe('/next');
  });

  it('BUDGET-13: Back renders the page the history goes back to', async () => {
    const arrive = renderAtHome();
    await act(async () => fireEvent.click(screen.getByText('go on')));
    await arrive();
    await screen.findByText('next page');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(await screen.findByText('go on')).toBeTruthy();
  });
});
