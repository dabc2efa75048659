/** The dashboard's tile: one figure with its name. */
export const card = 'flex flex-col gap-1 rounded-xl border border-ink-700 bg-ink-900 p-4';
