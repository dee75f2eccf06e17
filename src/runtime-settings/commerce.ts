import type { CommerceSettings } from "./runtime-settings";

export const commerceSettings: CommerceSettings = __RUNTIME_SETTINGS__.commerce;
