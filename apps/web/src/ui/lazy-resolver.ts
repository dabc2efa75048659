import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * BUDGET-1: a form's resolver whose rules (zod, the contract's schemas, the phone library) load on
 * the form's first check, not with the page: a form renders from react-hook-form alone. `load`
 * gives the resolver, e.g. `zodFormResolver` of a lazily imported form schema.
 */
export function lazyResolver<I extends FieldValues, O>(load: () => Promise<Resolver<I, unknown, O>>): Resolver<I, unknown, O> {
  let loading: Promise<Resolver<I, unknown, O>> | undefined;
  return async (values, context, options) => (await (loading ??= load()))(values, context, options);
}

/** A lazy resolver of a form schema: the schema's module and zod's resolver load together, on the first check. */
export function lazyZodResolver<I extends FieldValues, O>(loadSchema: () => Promise<z.ZodType<O, I>>): Resolver<I, unknown, O> {
  return lazyResolver(async () => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    return zodResolver(schema);
  });
}
