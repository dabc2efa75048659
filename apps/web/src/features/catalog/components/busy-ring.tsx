/** A small spinning ring inside a button while its action runs (the button carries aria-busy). */
export function BusyRing() {
  return <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />;
}
