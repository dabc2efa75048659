import { z } from 'zod';
import { DB_INT_MAX } from './common.ts';
import { inWholeCents } from './form-values.ts';
import { toMinor } from './money.ts';

/** One rule of a form: when `fails` is true, `field` gets `message`. */
export interface FieldRule<T> {
  field: keyof T & string;
  message: string;
  fails: (value: T) => boolean;
}

/**
 * INPUT-8: every message a form rule of the contract can give, collected as the schemas are built,
 * so that the API can prove each one has its German and Polish text (the list is the contract's own,
 * never one kept by hand beside it).
 */
const ruleMessages = new Set<string>();
export const formRuleMessages = (): readonly string[] => [...ruleMessages];

/**
 * Checks a form's rules in the spec's order (§5 "in order, first failure stops"): each field gets
 * the message of its first failing rule, and the issues come out in rule order, so the first issue
 * is the form's message and `errors` still carries one message per bad field.
 */
export function checkInOrder<T>(rules: readonly FieldRule<T>[]) {
  for (const rule of rules) ruleMessages.add(rule.message);
  return (value: T, ctx: z.RefinementCtx<T>) => {
    const failed = new Set<string>();
    for (const rule of rules) {
      if (failed.has(rule.field) || !rule.fails(value)) continue;
      failed.add(rule.field);
      ctx.addIssue({ code: 'custom', path: [rule.field], message: rule.message, input: value[rule.field] });
    }
  };
}

/** A form schema: the object's fields, then its rules in order (see checkInOrder). */
export function orderedForm<S extends z.ZodObject>(shape: S, rules: readonly FieldRule<z.output<S>>[]) {
  return shape.superRefine(checkInOrder(rules));
}


/** A form's optional text field, trimmed. */
export const optionalText = z.string().trim().nullish();

/** A decimal as a person types it: digits, an optional sign, one decimal point or comma. */
const DECIMAL = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * A number as typed: a number stays; a string is read only when it is a plain decimal ('0x10',
 * '1e3', 'Infinity' and words are not numbers, though Number() reads them); anything else (true)
 * is not a number (NaN, which the rules refuse). Absent stays absent.
 */
export function typedDecimal(v: unknown): unknown {
  if (v === undefined || v === null || typeof v === 'number') return v;
  if (typeof v === 'string' && DECIMAL.test(v.trim())) return Number(v.trim().replace(',', '.'));
  return typeof v === 'string' && v.trim() === '' ? v : Number.NaN;
}

/** A number typed in a text box: a number or a numeric string (a decimal comma is accepted); rules check it after. */
export const looseNumber = z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? typedDecimal(v) : v), z.unknown());


/** A positive, finite amount of money: at least one cent once rounded to cents (0.004 is stored as 0). */
export const isPositiveAmount = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && toMinor(v) >= 1;
/** MONEY-4: a positive amount has no part cents; one under a cent is left to the "more than 0" rule, so a field gets one message. */
export const noPartCents = (v: number) => !isPositiveAmount(v) || inWholeCents(v);

/** A database id: a positive whole number within a PostgreSQL integer. */
export const isDbId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= DB_INT_MAX;
