import { errorCatalog, type ErrorCode } from '@skins/contract';
import { errorTextWith } from './error-texts.ts';

/**
 * The one error type that ends a request. The error handler maps its code to the HTTP status
 * and the spec's envelope. `params` fill the values its text names (I18N-9: in every language the
 * API answers in); `message` overrides the catalogue text in English only (other languages get the
 * code's own text). `payload` names what the refusal is about (OPS-89: the offers in progress), sent
 * beside the message for the client to show.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields?: Record<string, string[]>;
  readonly params?: Record<string, string>;
  readonly payload?: unknown;

  constructor(code: ErrorCode, opts: { message?: string; fields?: Record<string, string[]>; params?: Record<string, string>; payload?: unknown } = {}) {
    super(opts.message ?? (opts.params ? errorTextWith(code, 'en', opts.params) : errorCatalog[code].message));
    this.name = 'AppError';
    this.code = code;
    this.status = errorCatalog[code].status;
    this.fields = opts.fields;
    this.params = opts.params;
    this.payload = opts.payload;
  }
}
