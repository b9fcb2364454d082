import type { ErrorCode, FieldErrors } from '@/lib/api/envelope';

export type { ErrorCode, FieldErrors };

export interface HttpErrorOptions {
  /** Defaults by status: 400 "validation" with field errors else "bad_request", 401 "unauthorized", ... */
  code?: ErrorCode;
  errors?: FieldErrors;
  headers?: Record<string, string>;
  /** Sent as the envelope's data (e.g. the current price with the 409 for a changed price). */
  data?: unknown;
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  502: 'upstream_failed',
};

export function defaultCode(status: number, errors?: FieldErrors): ErrorCode {
  if (status === 400 && errors && Object.keys(errors).length > 0) return 'validation';
  return CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** An error the client caused or may see: its status, code and message reach the response as they are. */
export class HttpError extends Error {
  readonly code: ErrorCode;
  readonly errors?: FieldErrors;
  readonly headers?: Record<string, string>;
  readonly data?: unknown;

  constructor(
    public readonly status: number,
    message: string,
    options: HttpErrorOptions = {},
  ) {
    super(message);
    this.name = 'HttpError';
    this.code = options.code ?? defaultCode(status, options.errors);
    if (options.errors) this.errors = options.errors;
    if (options.headers) this.headers = options.headers;
    if (options.data !== undefined) this.data = options.data;
  }
}

export const badRequest = (message: string, errors?: FieldErrors, code?: ErrorCode) => new HttpError(400, message, { errors, code });
export const unauthorized = (message = 'Please sign in to continue.', code?: ErrorCode) => new HttpError(401, message, { code });
export const forbidden = (message = 'You are not allowed to do that.', code?: ErrorCode) => new HttpError(403, message, { code });
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors, code?: ErrorCode) => new HttpError(409, message, { errors, code });
/** 428 Precondition Required: something must be done first (the risk statement accepted), said by the code. */
export const preconditionRequired = (message: string, code: ErrorCode, data?: unknown) => new HttpError(428, message, { code, data });
