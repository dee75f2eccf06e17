import type { KeyValueStorage } from "../../consent/never-throwing-storage";
import { commerceUnavailable } from "../platform";

/** Where the shopper's session with the engine is kept: strictly necessary, like the cart. */
export const SESSION_TOKEN_KEY = "storefront-commerce-session";

const ENGINE_TIMEOUT_MS = 10_000;

export interface ShopApiOptions {
  /** The engine's address, read at each call: a test points it elsewhere. */
  url: () => string;
  languageCode: () => string;
  currencyCode: string;
  storage: KeyValueStorage;
  timeoutMs?: number;
}

export type ShopApi = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

/** Session as a bearer token kept in `storage`; rejects when the engine is unreachable, late or fails. */
export function shopApi({
  url,
  languageCode,
  currencyCode,
  storage,
  timeoutMs = ENGINE_TIMEOUT_MS,
}: ShopApiOptions): ShopApi {
  return async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    const token = storage.getItem(SESSION_TOKEN_KEY);
    const address = `${url()}/shop-api?languageCode=${languageCode()}&currencyCode=${currencyCode}`;
    let response: Response;
    try {
      response = await fetch(address, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw commerceUnavailable(error instanceof Error ? error.message : String(error));
    }
    const given = response.headers.get("vendure-auth-token");
    if (given && given !== token) storage.setItem(SESSION_TOKEN_KEY, given);
    if (!response.ok && response.status >= 500) throw commerceUnavailable(`HTTP ${response.status}`);
    let body: { data?: T; errors?: { message: string }[] };
    try {
      body = (await response.json()) as typeof body;
    } catch {
      throw commerceUnavailable(`HTTP ${response.status} without an answer`);
    }
    if (body.errors?.length) throw new Error(`Shop API: ${body.errors.map((e) => e.message).join("; ")}`);
    if (!body.data) throw commerceUnavailable(`HTTP ${response.status} without data`);
    return body.data;
  };
}
