import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * SHELL-10: the window is the page's one scroller, so a new route would open at the old page's
 * scrollY, its heading or form off-screen. A forward navigation (PUSH or REPLACE: a link, a redirect
 * to sign-in) to another pathname therefore starts at the top, before the browser paints it. Back and
 * Forward (POP) keep the browser's own restoration; a change of the query alone (a list's filters and
 * pages) does not move the page, since pagination scrolls smoothly by itself (CAT-34).
 */
export function useScrollReset(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // 'instant': a smooth scroll-behavior in CSS must not animate the jump.
    if (type !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, type]);
}
