import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * BUDGET-1: a form's resolver whose rules (zod, the contract's schemas, the phone library) load on
 * the form's first check, not with the page: a form renders from react-hook-form alone.
 */
export function lazyResolver<I extends FieldValues, O>(load: () => Promise<Resolver<I, unknown, O>>): Resolver<I, unknown, O> {
  let loading: Promise<Resolver<I, unknown, O>> | undefined;
  return async (values, context, options) => (await (loading ??= load()))(values, context, options);
}
