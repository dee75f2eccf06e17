import axios, { type AxiosStatic } from "axios";
import { rewriteKlevuUrl } from "./service-urls";

/**
 * The `axios` to give `KlevuConfig` when it talks to the service at `base`: its request interceptor
 * applies `rewriteKlevuUrl`. `KlevuConfig` keeps `axios.create()` of what it is given, and axios drops
 * an instance's interceptors in `create()`, so this instance's `create()` returns the instance itself.
 */
export function klevuAxios(base: string): AxiosStatic {
  const instance = axios.create();
  instance.interceptors.request.use((config) => {
    if (config.url) config.url = rewriteKlevuUrl(config.url, base);
    return config;
  });
  return Object.assign(instance, { create: () => instance }) as unknown as AxiosStatic;
}
