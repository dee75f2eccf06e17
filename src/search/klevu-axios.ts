import axios, { type AxiosStatic, type InternalAxiosRequestConfig } from "axios";
import { SEARCH_TIMEOUT_MS } from "./search-limits";
import { rewriteKlevuUrl } from "./service-urls";

type Interceptor = (
  request: InternalAxiosRequestConfig,
) => InternalAxiosRequestConfig | Promise<InternalAxiosRequestConfig>;

// `KlevuConfig` keeps `axios.create()` of what it is given, and axios drops an instance's interceptors in
// `create()`, so this instance's `create()` returns the instance itself.
export function klevuAxios(base?: string, ...more: Interceptor[]): AxiosStatic {
  const instance = axios.create({ timeout: SEARCH_TIMEOUT_MS });
  if (base)
    instance.interceptors.request.use((config) => {
      if (config.url) config.url = rewriteKlevuUrl(config.url, base);
      return config;
    });
  for (const interceptor of more) instance.interceptors.request.use(interceptor);
  return Object.assign(instance, { create: () => instance }) as unknown as AxiosStatic;
}
