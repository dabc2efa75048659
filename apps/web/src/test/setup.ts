import '@testing-library/jest-dom/vitest';

/** jsdom lays nothing out, so it has no ResizeObserver; a silent one stands in (ui/use-reserved-bottom.ts). */
if (!('ResizeObserver' in globalThis)) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
