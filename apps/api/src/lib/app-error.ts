import { errorCatalog, type ErrorCode } from '@skins/contract';

/**
 * The one error type that ends a request. The error handler maps its code to the HTTP status
 * and the spec's envelope; `message` overrides the catalogue text (e.g. with values filled in).
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string[]>;

  constructor(code: ErrorCode, opts: { message?: string; fields?: Record<string, string[]> } = {}) {
    super(opts.message ?? errorCatalog[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalog[code].status;
    this.fields = opts.fields;
  }
}
