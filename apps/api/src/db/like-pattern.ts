/** An ILIKE pattern matching `term` anywhere; its %, _ and \ are escaped, so a search for "100%" matches that text, not everything. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
