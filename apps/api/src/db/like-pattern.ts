/** An ILIKE pattern that finds `term` anywhere, literally: its %, _ and \ are not wildcards. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
