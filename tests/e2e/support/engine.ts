import { adminApi } from "../../support/commerce-engine";
import { COMMERCE_URL } from "./ports";

/** The run's commerce engine as the merchant sees it: its Admin API. */
export const engineAdmin = adminApi(COMMERCE_URL);
