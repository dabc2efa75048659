import { z } from 'zod';
import { FALLBACK_CURRENCY } from './constants.ts';
import { looseNumber } from './form-rules.ts';
import { currencySchema } from './i18n.ts';

/** OPS-117: the operator's messages of a currency's change (the web form shows them under the field). */
export const operatorCurrencyMessages = {
  valueNumber: 'Units per euro must be a number',
  valuePositive: 'Units per euro must be more than 0',
  valueTooHigh: 'Units per euro can be at most 1,000,000',
  valueDecimals: 'Units per euro can have at most 8 decimals',
  symbolLength: 'The symbol is 1 to 8 characters',
  fixedFields: 'Only the symbol and the units per euro of a currency can change',
  nothingToChange: 'Change the symbol or the units per euro',
} as const;
const m = operatorCurrencyMessages;

/** OPS-117: the base of every rate (a currency's value is its units per euro): its value stays 1. */
export const BASE_CURRENCY_CODE = FALLBACK_CURRENCY.code;
/** OPS-117: the highest rate the operator may set (units per euro). */
export const CURRENCY_VALUE_MAX = 1_000_000;

/** At most 8 decimals (the column is numeric(18, 8)): the number survives rounding to 8 places. */
const hasAtMost8Decimals = (n: number) => Number(n.toFixed(8)) === n;

/** OPS-117: GET /operator/currencies: every currency as stored (value: units per euro; default 1 marks the default). */
export const operatorCurrenciesResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(currencySchema) });
export const operatorCurrencyResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: currencySchema });

/**
 * OPS-117: PATCH /operator/currencies/{id} { value?, symbol? }: units per euro (> 0, at most
 * 1,000,000, at most 8 decimals; a typed text is read as a number) and the symbol (1 to 8 characters).
 */
export const operatorCurrencyChangeBodySchema = z
  .strictObject(
    {
      value: looseNumber
        .pipe(
          z
            .number({ error: m.valueNumber })
            .positive(m.valuePositive)
            .max(CURRENCY_VALUE_MAX, m.valueTooHigh)
            .refine(hasAtMost8Decimals, m.valueDecimals),
        )
        .optional(),
      symbol: z.string({ error: m.symbolLength }).trim().min(1, m.symbolLength).max(8, m.symbolLength).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? m.fixedFields : undefined) },
  )
  .refine((b) => b.value !== undefined || b.symbol !== undefined, { message: m.nothingToChange, path: ['value'] });
export type OperatorCurrencyChangeBody = z.infer<typeof operatorCurrencyChangeBodySchema>;
export type OperatorCurrencyChangeInput = z.input<typeof operatorCurrencyChangeBodySchema>;
