import '@testing-library/jest-dom/vitest';
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
