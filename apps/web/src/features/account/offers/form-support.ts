import { offerMessages, offerStatusValues, type MessageKey, type OfferStatus } from '@skins/contract';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { lazyResolver } from '../../../ui/lazy-resolver';

/**
 * A react-hook-form resolver that checks the form with a contract schema (the API's own rules and
 * texts, spec §5), so the web never restates a rule. `toBody` maps the form to the schema's input;
 * `fieldOf` maps a schema field back to the form field that shows its message. BUDGET-1: `load`
 * imports the schema (./schemas.ts) on the form's first check, so zod and the contract's schemas
 * do not cost the tab's first view.
 */
export function contractResolver<V extends FieldValues>(load: () => Promise<z.ZodType>, toBody: (v: V) => unknown = (v) => v, fieldOf: (field: string) => Path<V> = (f) => f as Path<V>): Resolver<V> {
  return lazyResolver<V, V>(async () => {
    const schema = await load();
    return async (values) => {
      const result = schema.safeParse(toBody(values));
      if (result.success) return { values, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of result.error.issues) {
        const field = fieldOf(String(issue.path[0] ?? ''));
        errors[field] ??= { type: 'contract', message: issue.message };
      }
      return { values: {}, errors: errors as FieldErrors<V> };
    };
  });
}

const keyOfText = new Map<string, MessageKey>(Object.entries(offerMessages).map(([name, text]) => [text, `offer_msg_${name}` as MessageKey]));

/** A contract or server message in the current language (its offer_msg_ key), else as sent. */
export function offerText(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyOfText.get(message);
  return key ? t(key) : message;
}

/**
 * Spec §8: a failed call puts the server's field errors under the form's fields and toasts its
 * message, else the area's fallback text. Returns the text to toast.
 */
export function serverFailure<V extends FieldValues>(t: TFunction, error: unknown, fallback: MessageKey, form?: UseFormReturn<V>, fieldOf: (field: string) => Path<V> | undefined = (f) => f as Path<V>): string {
  if (form && error instanceof ApiError && error.errors)
    for (const [field, messages] of Object.entries(error.errors)) {
      const target = fieldOf(field);
      if (target && target in form.getValues() && messages[0]) form.setError(target, { message: messages[0] });
    }
  return offerText(t, errorMessage(error, '')) ?? t(fallback);
}

const isStatus = (s: string): s is OfferStatus => (offerStatusValues as readonly string[]).includes(s);

/** Spec §4: a readable label of an offer status; an unknown one reads as failed (shown as failure). */
export const offerStatusLabel = (status: string): MessageKey => `offers_status_${isStatus(status) ? status : 'failed'}`;
