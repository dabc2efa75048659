/** A moment as a message or a mail names it to a person in any language: UTC, to the minute ('2026-12-14 23:20 UTC'). */
export function utcMinute(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
