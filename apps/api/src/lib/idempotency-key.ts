import { unstorableTextMessage, unstorableTextPath } from '@skins/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const HEADER = 'Idempotency-Key';

/**
 * PAY-8: the Idempotency-Key header of a retried purchase (trimmed, at most 100 characters), or null.
 * INPUT-1: a header is read by hand, outside the routes' schemas, so it gets the edge's text rule here.
 */
export function idempotencyKeyHeader(request: FastifyRequest): string | null {
  const header = request.headers[HEADER.toLowerCase()];
  if (typeof header !== 'string' || header.trim() === '') return null;
  if (unstorableTextPath(header)) {
    const message = unstorableTextMessage(HEADER);
    throw new AppError('COMMON_BAD_INPUT', { message, fields: { [HEADER]: [message] } });
  }
  return header.trim().slice(0, 100);
}
