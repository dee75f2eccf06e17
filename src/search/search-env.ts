import type { SearchEnv } from "./search-settings";

export const buildSearchEnv = (): SearchEnv => ({
  klevuUrl: process.env.GATSBY_KLEVU_URL,
  klevuApiKeys: process.env.GATSBY_KLEVU_API_KEYS,
  localServiceUrl: process.env.GATSBY_SEARCH_SERVICE_URL,
  marketingEmailConnector: process.env.GATSBY_KLEVU_MARKETING_EMAIL_CONNECTOR,
});
