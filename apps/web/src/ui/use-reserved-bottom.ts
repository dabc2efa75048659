import { useEffect, type RefObject } from 'react';

/** The CSS variable styles.css turns into the page's scroll-padding-bottom. */
const VARIABLE = '--reserved-bottom';

/**
 * BUDGET-6, WCAG 2.4.11: while the element (a bar stuck to the window's bottom edge) shows, its
 * height is the page's scroll padding, so an element scrolled or tabbed to stops above it.
 */
export function useReservedBottom(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(VARIABLE, `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(VARIABLE);
    };
  }, [ref]);
}
