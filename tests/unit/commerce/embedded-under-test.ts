import { createCartStore } from "../../../src/cart/cart-store";
import { embeddedPlatform, type EmbeddedPorts } from "../../../src/commerce/embedded/embedded-platform";
import type { PlatformUnderTest } from "./contract";

/** A browser's storage, in memory: each platform under test has its own. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** The embedded platform's cart over `storage`, read as a page reads it. */
async function cartIn(storage: Storage) {
  const cart = createCartStore(() => storage);
  await cart.persist.rehydrate();
  return cart;
}

/**
 * The embedded platform over in-memory storage, a stock table and a cart; `change` swaps any of its
 * ports, so that a test can break one rule on purpose.
 */
export async function embeddedUnderTest(
  change: (ports: EmbeddedPorts) => Partial<EmbeddedPorts> = () => ({}),
) {
  const stock: Record<string, number> = { A1: 10, B2: 10 };
  let offline = false;
  const session = new MemoryStorage();
  const local = new MemoryStorage();
  const cart = await cartIn(local);
  const under = {
    cart,
    nextVisit: () => cartIn(local),
    setStock: (sku, count) => {
      stock[sku] = count;
    },
    goOffline: () => {
      offline = true;
    },
  } as Omit<PlatformUnderTest, "platform">;
  const ports: EmbeddedPorts = {
    session: () => session,
    local: () => local,
    stock: async () => {
      if (offline) throw new Error("The stock could not be checked");
      return { ...stock };
    },
    emptyCart: () => cart.getState().clear(),
  };
  return {
    ...under,
    platform: embeddedPlatform({ ...ports, ...change(ports) }),
    ports,
  } as PlatformUnderTest & {
    ports: EmbeddedPorts;
  };
}
