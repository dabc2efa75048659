import type { FastifyRequest } from 'fastify';

/** PAY-8: the Idempotency-Key header of a retried purchase (trimmed, at most 100 characters), or null. */
export function idempotencyKeyHeader(request: FastifyRequest): string | null {
  const header = request.headers['idempotency-key'];
  return typeof header === 'string' && header.trim() !== '' ? header.trim().slice(0, 100) : null;
}
