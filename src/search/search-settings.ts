import { KLEVU_IMAGE_ORIGINS, KLEVU_IP_CHECK_SERVICES, KLEVU_SDK_ORIGINS } from "./service-urls";

/** Without Klevu keys the site talks to the local Klevu-compatible service (`npm run search-service`). */
export interface SearchEnv {
  klevuUrl?: string;
  /** Klevu API keys per site language: `nl-NL=klevu-123,en-US=klevu-456`. */
  klevuApiKeys?: string;
  /** The local service's base address; default `http://localhost:9300`. */
  localServiceUrl?: string;
  /** `false` turns off the marketing-email connector, which is on (with marketing consent) by default. */
  marketingEmailConnector?: string;
}

interface CommonSettings {
  apiKey: string;
  language: string;
  marketingEmailConnector: boolean;
}

export type SearchSettings =
  | ({ provider: "klevu"; url: string } & CommonSettings)
  | ({
      provider: "local";
      /** The local service's base address: the SDK's hard-coded hosts are rewritten onto it. */
      serviceBase: string;
    } & CommonSettings);

const LOCAL_SERVICE_URL = "http://localhost:9300";

export function parseApiKeys(list: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const entry of list.split(",")) {
    const [language, key] = entry.split("=").map((part) => part.trim());
    if (language && key) keys.set(language, key);
  }
  return keys;
}

export function searchSettings(env: SearchEnv, shopId: string, language: string): SearchSettings {
  const marketingEmailConnector = env.marketingEmailConnector !== "false";
  const apiKey = env.klevuUrl ? parseApiKeys(env.klevuApiKeys ?? "").get(language) : undefined;
  if (env.klevuUrl && apiKey)
    return { provider: "klevu", url: env.klevuUrl, apiKey, language, marketingEmailConnector };
  return {
    provider: "local",
    serviceBase: (env.localServiceUrl || LOCAL_SERVICE_URL).replace(/\/$/, ""),
    apiKey: `local-${shopId}-${language}`,
    language,
    marketingEmailConnector,
  };
}

export function searchOrigins(env: SearchEnv, shopId: string, languages: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const language of languages) {
    const settings = searchSettings(env, shopId, language);
    // The local service also answers what the SDK would send to Klevu's own hosts (see service-urls).
    const called =
      settings.provider === "local"
        ? [settings.serviceBase]
        : [settings.url, ...KLEVU_SDK_ORIGINS, ...Object.values(KLEVU_IP_CHECK_SERVICES)];
    for (const url of called) origins.add(new URL(url).origin);
  }
  return [...origins];
}

export const searchImageOrigins = (
  env: SearchEnv,
  shopId: string,
  languages: readonly string[],
): readonly string[] =>
  languages.some((language) => searchSettings(env, shopId, language).provider === "klevu")
    ? KLEVU_IMAGE_ORIGINS
    : [];
