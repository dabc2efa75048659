import { errorCatalog, type ErrorEnvelope } from '@skins/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';

/** Collects zod issues into the envelope's `errors`: field name -> its messages, in order. */
function fieldErrors(issues: { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } }[]) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '_';
    (errors[path] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

/**
 * The one error handler: AppError codes, schema validation and Fastify's own errors become the
 * spec's envelope with a 4xx; anything else is logged and is the only path to a 500.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      let status: number;
      let body: ErrorEnvelope;
      if (error instanceof AppError) {
        status = error.status;
        body = { status: 'error', message: error.message, code: error.code, ...(error.fields ? { errors: error.fields } : {}) };
      } else if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation);
        const [field, messages] = Object.entries(errors)[0] ?? ['_', ['Invalid value']];
        status = errorCatalog.COMMON_BAD_INPUT.status;
        // A query or path message names the field (issue 3) unless the rule's own text already does.
        // A form body's first message is shown as is: the rules' texts are the spec's (§5, AUTH-8).
        const first = messages[0] ?? 'Invalid value';
        const namesField = field === '_' || error.validationContext === 'body' || first.toLowerCase().includes(field.toLowerCase().replace(/_/g, ' '));
        const message = namesField ? first : `${field}: ${first}`;
        body = { status: 'error', message, code: 'COMMON_BAD_INPUT', errors };
      } else if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        status = 500;
        body = { status: 'error', message: errorCatalog.COMMON_INTERNAL.message, code: 'COMMON_INTERNAL' };
      } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        status = error.statusCode;
        const code =
          status === 413 ? 'COMMON_BODY_TOO_LARGE' : status === 415 ? 'COMMON_UNSUPPORTED_MEDIA' : status === 429 ? 'COMMON_RATE_LIMITED' : status === 404 ? 'COMMON_NOT_FOUND' : 'COMMON_BAD_INPUT';
        // Fastify's own 4xx texts (malformed JSON, wrong content type) are clear enough to show.
        const message = status === 429 ? errorCatalog.COMMON_RATE_LIMITED.message : error.message || errorCatalog[code].message;
        body = { status: 'error', message, code };
      } else {
        request.log.error({ err: error }, 'unhandled error');
        status = 500;
        body = { status: 'error', message: errorCatalog.COMMON_INTERNAL.message, code: 'COMMON_INTERNAL' };
      }
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);
