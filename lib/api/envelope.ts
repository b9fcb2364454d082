// The one shape every /api/v1 answer has, shared by the server (lib/server/http/apiHandler.ts) and
// the browser's axios clients. Browser-safe: no server import.

/** Per-field messages, keyed by the field's path ("email", "address.city"); "_" for the whole input. */
export type FieldErrors = Record<string, string>;

/** What went wrong, for code to branch on (the message is for people and may change). */
export const ERROR_CODES = [
  'bad_request',
  'validation',
  'invalid_json',
  'invalid_credentials',
  'invalid_code',
  'unauthorized',
  'forbidden',
  'account_disabled',
  'partner_not_approved',
  'cross_site',
  'kyc_required',
  'risk_acknowledgement_required',
  'email_unverified',
  'email_invalid',
  'not_found',
  'method_not_allowed',
  'conflict',
  'price_changed',
  'approval_stale',
  'idempotency_mismatch',
  'insufficient_stock',
  'open_order_limit',
  'duplicate_utr',
  'duplicate_pan',
  'invalid_transition',
  'duplicate_email',
  'duplicate_phone',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'locked_out',
  'upstream_failed',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiSuccess<T> {
  success: true;
  message: string;
  data: T;
}

export interface ApiFailure {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: FieldErrors;
  /** What the client needs to recover, e.g. the current price with "price_changed". */
  data?: unknown;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;

/** A value as it arrives after JSON.stringify and JSON.parse: dates become strings, undefined keys vanish. */
export type Jsonify<T> = T extends Date
  ? string
  : T extends string | number | boolean | null
    ? T
    : T extends undefined | ((...args: never[]) => unknown)
      ? never
      : T extends readonly (infer Item)[]
        ? Jsonify<Item>[]
        : T extends object
          ? { [K in keyof T as T[K] extends (...args: never[]) => unknown ? never : K]: Jsonify<T[K]> }
          : never;
