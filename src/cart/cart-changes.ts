import { addLine, GIFT_MESSAGE_MAX, setQuantity } from "./cart-lines";
import type { StoreApi } from "zustand/vanilla";
import type { CartBackend, CartChange, CartChanges, CartContents, CartState } from "./cart-state";
import { putBack, takeOut } from "./undo-removal";

export const COMMERCE_CLOSED = "CommerceClosed";

const GIFT_MESSAGE_PAUSE_MS = 400;

/** Each change shows at once and goes to the platform in order; one it refuses is undone and `problem` says why. */
export function cartChanges(cart: StoreApi<CartState>, backend: () => Promise<CartBackend>): CartChanges {
  const contents = (): CartContents => {
    const { lines, giftMessage, giftBox } = cart.getState();
    return { lines, giftMessage, giftBox };
  };
  // What a failed change goes back to; unconfirmed while a closed page's change waits to be resent.
  let confirmed = contents();
  let confirmedSynced = cart.getState().synced;
  let queue: Promise<boolean> = Promise.resolve(true);
  let waiting = 0;
  let pendingMessage: ReturnType<typeof setTimeout> | undefined;
  // A page being left aborts its send: no answer, so the cart stays unsynced for the next page.
  let leaving = false;
  if (typeof window !== "undefined") {
    for (const event of ["beforeunload", "pagehide"]) window.addEventListener(event, () => (leaving = true));
    window.addEventListener("pageshow", () => (leaving = false));
  }

  const change = (
    shown: Partial<CartContents> | null,
    send: (b: CartBackend, known: CartContents) => Promise<CartChange>,
  ) => {
    if (shown) cart.setState({ ...shown, problem: null, synced: false });
    waiting += 1;
    cart.setState({ busy: true });
    queue = queue.then(async () => {
      try {
        const answer = await send(await backend(), contents());
        confirmed = answer.contents;
        confirmedSynced = true;
        const problem = answer.short && { problem: { kind: "short" as const, ...answer.short } };
        // Only when no later change waits: an earlier answer would undo what the shopper already sees.
        if (waiting > 1) cart.setState({ ...problem });
        else
          cart.setState({
            ...answer.contents,
            ...(pendingMessage !== undefined && { giftMessage: cart.getState().giftMessage }),
            ...problem,
          });
        return true;
      } catch (error) {
        const kind = error instanceof Error && error.name === COMMERCE_CLOSED ? "closed" : "unavailable";
        if (!leaving) cart.setState({ ...confirmed, problem: { kind } });
        return false;
      } finally {
        waiting -= 1;
        if (waiting === 0 && !leaving) cart.setState({ busy: false, synced: confirmedSynced });
      }
    });
    return queue;
  };

  const sendMessage = () => {
    pendingMessage = undefined;
    void change(null, (b, known) => b.setGiftMessage(cart.getState().giftMessage, known));
  };

  return {
    add: async (line, quantity = 1) =>
      change({ lines: addLine(cart.getState().lines, line, quantity) }, (b, known) =>
        b.add(line, quantity, known),
      ),
    setQuantity: async (sku, quantity) =>
      change({ lines: setQuantity(cart.getState().lines, sku, quantity) }, (b, known) =>
        b.setQuantity(sku, quantity, known),
      ),
    remove: async (sku) => {
      const { lines, removed } = takeOut(cart.getState().lines, sku);
      if (removed) void change({ lines }, (b, known) => b.setQuantity(sku, 0, known));
      return removed;
    },
    restore: async (removed) =>
      change({ lines: putBack(cart.getState().lines, removed) }, (b, known) =>
        b.add(removed.line, removed.line.quantity, known),
      ),
    setGiftMessage: async (text) => {
      const giftMessage = text === null ? null : text.slice(0, GIFT_MESSAGE_MAX);
      cart.setState({ giftMessage, problem: null, synced: false });
      clearTimeout(pendingMessage);
      // Ticking the card sends at once; typing its text sends when the shopper pauses.
      if (text === null || text === "") sendMessage();
      else pendingMessage = setTimeout(sendMessage, GIFT_MESSAGE_PAUSE_MS);
    },
    setGiftBox: async (giftBox) => change({ giftBox }, (b, known) => b.setGiftBox(giftBox, known)),
    clear: async () => change({ lines: [], giftMessage: null, giftBox: false }, (b, known) => b.clear(known)),
    refresh: async () => change(null, async (b, known) => ({ contents: await b.read(known) })),
    resend: async () => change(null, (b, known) => b.replace(known)),
    // Whether the changes still on their way reached the platform; an older failure is already shown.
    settled: async () => {
      if (pendingMessage !== undefined) {
        clearTimeout(pendingMessage);
        sendMessage();
      }
      return waiting === 0 || queue;
    },
  };
}
