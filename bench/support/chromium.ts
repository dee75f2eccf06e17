import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../../scripts/chromium";

export const launchChromium = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
