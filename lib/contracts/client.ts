// The typed client: `call(contract, input, options)` sends a contract's request through the axios client
// of its path prefix (lib/api/clients.ts) and answers the success envelope with the contract's data type.
// Failures throw as axios does; read them with apiError.
import type { AxiosInstance } from 'axios';

import { adminApi, commonApi, cpApi, imageApi, mfuApi, nextTradeApi, otpApi, userApi, type ApiSuccess } from '@/lib/api/clients';
import type { ApiClientName } from '@/lib/api/baseUrl';
import type { Contract, InputOf, OutputOf } from '@/lib/contracts/contract';

const clients: Record<ApiClientName, AxiosInstance> = {
  admin: adminApi,
  image: imageApi,
  user: userApi,
  mfu: mfuApi,
  otp: otpApi,
  common: commonApi,
  cp: cpApi,
  nextTrade: nextTradeApi,
};

export interface CallOptions {
  /** Values for the path's `{name}` parameters. */
  params?: Record<string, string | number>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** The contract's path with its parameters filled in (each one URL-encoded). */
export function contractPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}.`);
    return encodeURIComponent(String(value));
  });
}

export async function call<C extends Contract>(
  contract: C,
  input?: InputOf<C>,
  options: CallOptions = {},
): Promise<ApiSuccess<OutputOf<C>>> {
  const inQuery = contract.method === 'GET' || contract.method === 'DELETE';
  const response = await clients[contract.client].request<ApiSuccess<OutputOf<C>>>({
    method: contract.method,
    url: contractPath(contract.path, options.params),
    params: inQuery ? input : undefined,
    data: inQuery ? undefined : input,
    signal: options.signal,
    headers: options.headers,
  });
  return response.data;
}
