/** The id of the page's <main>, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * BUDGET-5: the first stop of the Tab key, shown only while focused, moves focus past the
 * header to the page's main content. Focus is moved by script: the plain #main jump would put a
 * hash in the URL, which the router reads as a navigation.
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      className="fixed top-2 left-2 z-[60] -translate-y-[200%] rounded-lg bg-accent-500 px-4 py-3 text-sm font-semibold text-ink-950 focus:translate-y-0 focus:outline-2 focus:outline-offset-2 focus:outline-white"
    >
      {label}
    </a>
  );
}
