import { unstorableTextMessage, unstorableTextPath } from '@skins/contract';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * INPUT-1: every parsed request part (body, query, params, headers) is walked for text the
 * database refuses before the route's own schema runs; the first such string is a 422 naming its
 * field, through the same zod issue path as any other rule. One rule at the edge, not one per route.
 */
const storableInput = z.unknown().superRefine((value, ctx) => {
  const path = unstorableTextPath(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: unstorableTextMessage(path.map(String).join('.') || 'The request'), input: value });
});

/**
 * INPUT-4: the body of a route that reads an object: none at all is an empty object (the spec's
 * calls of payload 'none', POST /cart/clear or /logout, may be sent without one), so its own fields'
 * rules answer; one that is not an object (text, a list, a number) is refused in a sentence, not in
 * the schema library's words.
 */
export const notAnObjectMessage = 'The request body must be a JSON object.';
const objectBody = z.preprocess(
  (value) => value ?? {},
  z.unknown().superRefine((value, ctx) => {
    if (typeof value !== 'object' || Array.isArray(value)) ctx.addIssue({ code: 'custom', message: notAnObjectMessage, input: value });
  }),
);

/** Whether a schema reads an object (a zod object, optional or not, or a pipe or preprocess from one). */
function readsObject(schema: z.ZodType): boolean {
  if (schema instanceof z.ZodObject) return true;
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return readsObject(schema.unwrap() as z.ZodType);
  return schema instanceof z.ZodPipe ? readsObject(schema.in as z.ZodType) || readsObject(schema.out as z.ZodType) : false;
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const edge = route.httpPart === 'body' && readsObject(route.schema) ? objectBody.pipe(storableInput) : storableInput;
  return zodValidatorCompiler({ ...route, schema: edge.pipe(route.schema) });
};
