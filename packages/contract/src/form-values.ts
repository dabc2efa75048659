/**
 * Checks of a form value that need no zod, so that a web form can use them while it renders and
 * load the contract's schemas only on its first check (BUDGET-1).
 */

/** True when a form value is missing or only spaces. */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

/** Length of a form value; missing counts as empty. */
export function lengthOf(value: string | null | undefined): number {
  return (value ?? '').length;
}
