import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
// As in the app (main.tsx): zod parses without compiling parsers, which the answer checks of
// SEAM-6 would otherwise pay for on the first answer of every test file.
import '../app/zod-without-eval';

/** jsdom lays nothing out, so it has no ResizeObserver; a silent one stands in (ui/use-reserved-bottom.ts). */
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/** Nor IntersectionObserver: a silent one stands in, so what loads on scrolling in (the price panel) stays out. */
if (!('IntersectionObserver' in globalThis)) {
  globalThis.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '';
    readonly scrollMargin = '';
    readonly thresholds = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}

/**
 * findBy and waitFor give a screen 3 s instead of 1 s: on a 2-core machine running the suite's
 * workers side by side, a lazy section's first render alone can pass a second. A screen that
 * never comes still fails.
 */
configure({ asyncUtilTimeout: 3000 });
