import { useCart } from "./cart";
import { embeddedPlatform } from "./embedded-platform";
import { STOCK_FILE } from "./stock-file";

/** The stock as it is now. A fresh address each time: the offline worker keeps JSON files it has seen. */
async function currentStock(): Promise<Record<string, number>> {
  const response = await fetch(`${STOCK_FILE}?at=${Date.now()}`, { cache: "no-store" });
  if (!response.ok) throw new Error(`Stock could not be checked: ${response.status}`);
  return (await response.json()) as Record<string, number>;
}

/** The embedded platform over this browser's storage, the built stock file and the shopper's cart. */
export const platform = embeddedPlatform({
  session: () => window.sessionStorage,
  local: () => window.localStorage,
  stock: currentStock,
  emptyCart: () => useCart.getState().clear(),
});
