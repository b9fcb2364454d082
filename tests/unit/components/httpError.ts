// An axios error as the HTTP layer raises it for a non-2xx answer.
import { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';

export function httpError(status: number, data: unknown) {
  const config: InternalAxiosRequestConfig = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}
