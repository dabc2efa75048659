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

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => zodValidatorCompiler({ ...route, schema: storableInput.pipe(route.schema) });
