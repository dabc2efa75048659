/** Spec §3 times (created_at and the like) travel as whole seconds since the epoch. */
export const unixSeconds = (d: Date): number => Math.floor(d.getTime() / 1000);

/** A time that may be unset (decided, refunded, held until…): null stays null. */
export const unixSecondsOrNull = (d: Date | null): number | null => (d ? unixSeconds(d) : null);
