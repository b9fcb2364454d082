// A contract: one API route's method and path (under its client's /api/v1 prefix), the zod schema of
// its input and the type of the `data` it answers. Declared once in lib/contracts/<resource>.ts; the
// handler in pages/api checks itself against it (Serves in lib/server/http/apiHandler.ts) and the pages
// call it through lib/contracts/client.ts.
import type { ApiClientName } from '@/lib/api/baseUrl';
import type { Jsonify } from '@/lib/api/envelope';
import { z } from '@/lib/zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Contract<
  Out = unknown,
  Input extends z.ZodType | undefined = z.ZodType | undefined,
  Method extends HttpMethod = HttpMethod,
> {
  readonly client: ApiClientName;
  readonly method: Method;
  /** Under the client's prefix; `{name}` marks a path parameter. */
  readonly path: string;
  /** The body (POST, PUT, PATCH) or query (GET, DELETE) the handler parses, when it parses one with a schema. */
  readonly input: Input;
  /** Type only, never set: the `data` of the answer as the browser receives it. */
  readonly output?: { readonly data: Out };
}

/**
 * `contract<Data>()(client, method, path, input?)`: the answer's type is given, the rest inferred. One
 * line a route, so that a resource's module reads as a table of its routes.
 */
export function contract<Out>() {
  return <const Method extends HttpMethod, const Input extends z.ZodType | undefined = undefined>(
    client: ApiClientName,
    method: Method,
    path: string,
    input?: Input,
  ): Contract<Out, Input, Method> => ({ client, method, path, input: input as Input });
}

/**
 * The input of a route that reads multipart form data (an upload): the browser sends its FormData as it
 * is, and the handler parses the parts itself (lib/server/http/multipart.ts).
 */
export const multipart = z.custom<FormData>((value) => typeof FormData !== 'undefined' && value instanceof FormData, {
  error: 'Send the form as multipart form data.',
});

/** What a service function answers, as the browser receives it (dates as ISO strings). */
export type Answer<F extends (...args: never[]) => unknown> = Jsonify<Awaited<ReturnType<F>>>;

/** The data of an idempotent service's stored answer (lib/server/services/idempotency.ts). */
export type StoredAnswerOf<F extends (...args: never[]) => Promise<{ data: unknown }>> = Jsonify<Awaited<ReturnType<F>>['data']>;

export type OutputOf<C extends Contract> = NonNullable<C['output']>['data'];
export type InputOf<C> = C extends Contract<unknown, infer Input> ? (Input extends z.ZodType ? z.input<Input> : undefined) : never;
