/**
 * True for PostgreSQL's unique violation on the given index (both drivers, wrapped or not).
 * A database helper, not an account's: any module that inserts under a unique index asks it.
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === constraint;
  }
  return false;
}
