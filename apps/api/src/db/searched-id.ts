import { DB_INT_MAX } from '@skins/contract';

/**
 * OPS-46: the id a back-office search names: digits, with or without a leading '#'. A number past
 * the id column's range names no row (null, so the search matches by its other fields only, never a 500).
 */
export function searchedId(q: string): number | null {
  const digits = /^#?(\d{1,10})$/.exec(q)?.[1];
  if (digits === undefined) return null;
  const id = Number(digits);
  return id <= DB_INT_MAX ? id : null;
}
