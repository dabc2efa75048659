import { MINOR_PER_MAJOR, toMinor } from './money.ts';

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

/** An amount in whole cents: at most 2 decimals (10.999 is refused, not rounded to 11.00). */
export const inWholeCents = (n: number) => Math.abs(n * MINOR_PER_MAJOR - toMinor(n)) < 1e-6;
/** MONEY-4: what every money input answers to part cents (never rounded silently). */
export const WHOLE_CENTS_MESSAGE = 'Use at most 2 decimals';
