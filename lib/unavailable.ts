// Whether an error says the database cannot be reached now (restarting, unreachable, out of
// connections) rather than refusing the request: the request may be tried again shortly, so the
// answer is a 503 with Retry-After, never a 500 (lib/server/http/apiHandler.ts for the API,
// pages/_error.tsx for pages). Pure: the error page loads it in the browser too.
//   SQLSTATE class 08 (connection exception), 57P01-57P03 (admin shutdown, crash shutdown, cannot
//   connect now), 53300 (too many connections); node's socket errors; node-postgres's messages for a
//   pool that cannot connect.
const UNAVAILABLE_STATES = ['08000', '08001', '08003', '08004', '08006', '08007', '08P01', '57P01', '57P02', '57P03', '53300'];
const UNAVAILABLE_SOCKET = ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN'];
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'the database system is starting up',
  'the database system is shutting down',
];

/** Seconds a client should wait before trying again while the database is away. */
export const UNAVAILABLE_RETRY_SECONDS = 5;

export const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a few seconds.';

interface ErrorFields {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

export function databaseUnavailable(error: unknown, depth = 0): boolean {
  for (let current = error; current && typeof current === 'object' && depth < 6; depth++) {
    const { code, message, cause, errors } = current as ErrorFields;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.includes(code) || UNAVAILABLE_SOCKET.includes(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text))) return true;
    // An AggregateError: a host with several addresses, each refused.
    if (Array.isArray(errors) && errors.some((inner) => databaseUnavailable(inner, depth + 1))) return true;
    current = cause;
  }
  return false;
}
