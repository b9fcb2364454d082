// The browser's API clients, one per path prefix of the specification. NEXT_PUBLIC_API_BASE_URL
// points them at an external API host; by default they call this site's own /api routes.
import axios, { type AxiosInstance } from 'axios';

import { apiBaseUrl, type ApiClientName } from '@/lib/api/baseUrl';
import type { ApiFailure, ErrorCode, FieldErrors } from '@/lib/api/envelope';

export { API_CLIENTS, apiBaseUrl, type ApiClientName } from '@/lib/api/baseUrl';

function create(client: ApiClientName): AxiosInstance {
  // withCredentials sends the HttpOnly token cookies when the API lives on another host.
  return axios.create({ baseURL: apiBaseUrl(client), withCredentials: true, timeout: 15_000 });
}

export const adminApi = create('admin');
export const imageApi = create('image');
export const userApi = create('user');
export const mfuApi = create('mfu');
export const otpApi = create('otp');
export const commonApi = create('common');
export const cpApi = create('cp');
export const nextTradeApi = create('nextTrade');

export type { ApiEnvelope, ApiFailure, ApiSuccess, ErrorCode } from '@/lib/api/envelope';

export interface ApiErrorInfo {
  message: string;
  errors: FieldErrors;
  status: number | undefined;
  /** The server's machine code; undefined when no envelope came back (network error, timeout). */
  code: ErrorCode | undefined;
}

/** The server's message for a failed call (and its per-field messages and code), or a fallback. */
export function apiError(error: unknown, fallback = 'Something went wrong. Please try again.'): ApiErrorInfo {
  if (axios.isAxiosError(error)) {
    const body = error.response?.data as Partial<ApiFailure> | undefined;
    return { message: body?.message || fallback, errors: body?.errors ?? {}, status: error.response?.status, code: body?.code };
  }
  return { message: fallback, errors: {}, status: undefined, code: undefined };
}
