/** A term with LIKE's wildcards escaped, so that it matches as written. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A `%term%` pattern for (I)LIKE with the term's wildcards escaped, so a search for "100%" matches the text, not everything. */
export function likePattern(term: string): string {
  return `%${escapeLike(term)}%`;
}
