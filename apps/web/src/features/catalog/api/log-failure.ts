/**
 * Spec §8: random, sale and popular lists, filter data and subcategories are only logged when they
 * fail; the screen shows them empty. Rethrows so that the query still reports the error.
 */
export function logFailure(what: string) {
  return (error: unknown): never => {
    console.error(`Failed to load ${what}`, error);
    throw error;
  };
}
