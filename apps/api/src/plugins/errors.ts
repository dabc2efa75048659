import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorCatalog, type ErrorCode, type ErrorEnvelope } from '@skins/contract';
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { errorText, errorTextWith, isErrorLanguage, type ErrorLanguage } from '../lib/error-texts.ts';
import { fieldText } from '../lib/field-texts.ts';
import { listLanguages } from '../modules/i18n/index.ts';

/** Collects zod issues into the envelope's `errors`: field name -> its messages, in order, in `lang` (INPUT-8). */
function fieldErrors(issues: { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } }[], lang: ErrorLanguage) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const path = issue.params?.issue?.path?.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '_';
    (errors[path] ??= []).push(fieldText(issue.message ?? 'Invalid value', lang));
  }
  return errors;
}

/**
 * I18N-9: an AppError's message in the request's language: its code's text, with its values filled
 * in when it has them (params). An English text of its own (a custom message) gives way to its
 * code's text in another language.
 */
function localMessage(error: AppError, lang: ErrorLanguage): string {
  if (lang === 'en') return error.message;
  return error.params ? errorTextWith(error.code, lang, error.params) : errorText(error.code, lang);
}

/** I18N-9: a field message that is the error's own message is in the request's language too; INPUT-8: so is a rule's text. */
function localFields(fields: Record<string, string[]>, error: AppError, local: string, lang: ErrorLanguage): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map((m) => (m === error.message ? local : fieldText(m, lang)))]));
}

/** The envelope of an error; an AppError with a payload (OPS-89) carries it beside the message. */
type ErrorAnswerBody = ErrorEnvelope & { payload?: unknown };

/**
 * The one mapping of an error to the spec's envelope: AppError codes, schema validation and
 * Fastify's own errors become a 4xx; anything else is logged and is the only path to a 500.
 * I18N-9: a catalogue text is in `lang` (the request's language, see answerLanguage).
 */
export function errorAnswer(error: FastifyError, log: FastifyBaseLogger, lang: ErrorLanguage = 'en'): { status: number; body: ErrorAnswerBody } {
  if (error instanceof AppError) {
    const message = localMessage(error, lang);
    const errors = error.fields ? { errors: localFields(error.fields, error, message, lang) } : {};
    return { status: error.status, body: { status: 'error', message, code: error.code, ...errors, ...(error.payload === undefined ? {} : { payload: error.payload }) } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation, lang);
    const [field, messages] = Object.entries(errors)[0] ?? ['_', ['Invalid value']];
    // A query or path message names the field (issue 3) unless the rule's own text already does.
    // A form body's first message is shown as is: the rules' texts are the spec's (§5, AUTH-8).
    const first = messages[0] ?? 'Invalid value';
    const text = first.toLowerCase();
    const namesField = field === '_' || error.validationContext === 'body' || text.includes(field.toLowerCase()) || text.includes(field.toLowerCase().replace(/_/g, ' '));
    return { status: errorCatalog.COMMON_BAD_INPUT.status, body: { status: 'error', message: namesField ? first : `${field}: ${first}`, code: 'COMMON_BAD_INPUT', errors } };
  }
  if (isResponseSerializationError(error)) {
    log.error({ err: error }, 'response did not match its schema');
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const status = error.statusCode;
    const code =
      status === 413 ? 'COMMON_BODY_TOO_LARGE' : status === 415 ? 'COMMON_UNSUPPORTED_MEDIA' : status === 429 ? 'COMMON_RATE_LIMITED' : status === 404 ? 'COMMON_NOT_FOUND' : 'COMMON_BAD_INPUT';
    // SEAM-10: a size, media type or rate refusal has the catalogue's own text; Fastify's other 4xx
    // texts (malformed JSON, a bad percent-encoding) name the fault precisely and are shown as they are.
    const message = code === 'COMMON_BAD_INPUT' || code === 'COMMON_NOT_FOUND' ? error.message || errorText(code, lang) : errorText(code, lang);
    return { status, body: { status: 'error', message, code } };
  } else {
    log.error({ err: error }, 'unhandled error');
  }
  return { status: 500, body: { status: 'error', message: errorText('COMMON_INTERNAL', lang), code: 'COMMON_INTERNAL' } };
}

/**
 * I18N-9: the language a request's errors are answered in: the code of its resolved lang_id when
 * the API has error texts in it (de, pl), else English. An error raised before the locale hook
 * (no locale yet: the onRequest guards, a refused body) is English, and so is one when the cached
 * languages cannot be read: an error answer never fails for its language.
 */
export async function answerLanguage(request: FastifyRequest): Promise<ErrorLanguage> {
  const id = request.locale?.languageId;
  if (id === null || id === undefined) return 'en';
  try {
    const code = (await listLanguages(request.server.db)).find((l) => l.id === id)?.code;
    return isErrorLanguage(code) ? code : 'en';
  } catch {
    return 'en';
  }
}

/**
 * INPUT-3: Fastify's errors raised before a route is found (FST_ERR_BAD_URL for a malformed
 * percent-encoding in the path) skip the error handler: they get the same envelope here.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const { status, body } = errorAnswer(error, request.log);
  return reply.status(status).send(body);
};

/**
 * INPUT-3: a request Node's HTTP parser refuses (a NUL in a header, a header block too large, a
 * timeout) never reaches Fastify; its answer, written straight to the socket, is the envelope too.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, message]: [number, ErrorCode, string] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'COMMON_BAD_INPUT', 'The request took too long to arrive.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'COMMON_BODY_TOO_LARGE', 'The request headers are too large.']
        : [400, 'COMMON_BAD_INPUT', 'The request could not be read.'];
  this.log.trace({ err }, 'client error');
  const body = JSON.stringify({ status: 'error', message, code } satisfies ErrorEnvelope);
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`);
  socket.destroy(err);
}

/** The one error handler: every error a route or hook raises is answered by errorAnswer, in the request's language (I18N-9). */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const { status, body } = errorAnswer(error, request.log, await answerLanguage(request));
      return reply.status(status).send(body);
    });
  },
  { name: 'errors' },
);
