import {
  Allocation,
  EventBus,
  GlobalSettingsService,
  Order,
  OrderService,
  ProductVariantService,
  RequestContext,
  ScheduledTask,
  StockLevelService,
  StockMovementEvent,
  StockMovementService,
  TransactionalConnection,
  type FulfillmentProcess,
  type FulfillmentState,
  type Injector,
  type OrderProcess,
  type OrderState,
  type StockAllocationStrategy,
} from "@vendure/core";
import { In, LessThan } from "typeorm";
import { countsStock, SetItemStock, setItemsOf } from "./set-items";

/** How long a shopper who reached payment holds the stock of the order: then it goes back on sale. */
const HOLD_MINUTES = 30;

/**
 * Runs the stock check and the hold one at a time. In one process that is a queue; behind several
 * server instances on PostgreSQL a transaction-scoped advisory lock adds the same across processes,
 * held until the order's transaction commits, so a second check sees the first one's hold.
 */
class StockLock {
  private tail: Promise<unknown> = Promise.resolve();

  async run<T>(ctx: RequestContext, connection: TransactionalConnection, work: () => Promise<T>): Promise<T> {
    const previous = this.tail;
    let release = () => {};
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      if (connection.rawConnection.options.type === "postgres")
        await connection.getRepository(ctx, Order).query("SELECT pg_advisory_xact_lock(7310)");
      return await work();
    } finally {
      release();
    }
  }
}

/**
 * No overselling: the engine allocates stock only once paid, so two shoppers could pay for the last unit.
 * Here check and hold are one step on the way to payment; going back or cancelling releases the hold, and
 * a scheduled task releases holds older than HOLD_MINUTES. A set holds its items (`set-items.ts`).
 *
 * Short lines are told as `insufficient-stock:<line's SKU>=<units the shop can give it>,…`, in the
 * order's order, a set's SKU with its items (`BUNDLE-X:A:B`).
 */
export function stockHoldProcess(setItems: SetItemStock): OrderProcess<OrderState> {
  const lock = new StockLock();
  let connection: TransactionalConnection;
  let variants: ProductVariantService;
  let movements: StockMovementService;
  let stockLevels: StockLevelService;
  let settings: GlobalSettingsService;
  let eventBus: EventBus;

  /** The lines the shop cannot give all they ask for, each with what it can, sharing stock in order. */
  async function shortLines(ctx: RequestContext, order: Order): Promise<string[]> {
    const left = new Map<string, number>();
    const short: string[] = [];
    for (const [line, unit] of await setItems.unitNeeds(ctx, order.lines)) {
      let units = line.quantity;
      for (const { variant, count } of unit.values()) {
        const saleable = left.get(String(variant.id)) ?? (await variants.getSaleableStockLevel(ctx, variant));
        left.set(String(variant.id), saleable);
        units = Math.min(units, Math.floor(Math.max(0, saleable) / count));
      }
      for (const { variant, count } of unit.values())
        left.set(String(variant.id), left.get(String(variant.id))! - units * count);
      if (units < line.quantity) {
        const items = setItemsOf(line);
        short.push(`${[line.productVariant.sku, ...items].join(":")}=${units}`);
      }
    }
    return short;
  }

  /**
   * Undoes a hold: its allocations go, and the stock they held is on sale again. Gone rather than
   * answered by a release, so that the lines can still be changed or removed (an allocation refers to
   * its line).
   */
  async function release(ctx: RequestContext, order: Order) {
    const allocations = await connection.getRepository(ctx, Allocation).find({
      where: { orderLine: { id: In(order.lines.map((line) => line.id)) } },
      relations: ["stockLocation", "productVariant"],
    });
    const { trackInventory } = await settings.getSettings(ctx);
    for (const allocation of allocations) {
      if (countsStock(allocation.productVariant, trackInventory))
        await stockLevels.updateStockAllocatedForLocation(
          ctx,
          allocation.productVariant.id,
          allocation.stockLocation.id,
          -allocation.quantity,
        );
    }
    if (allocations.length === 0) return;
    await connection
      .getRepository(ctx, Allocation)
      .delete({ id: In(allocations.map((allocation) => allocation.id)) });
    await eventBus.publish(new StockMovementEvent(ctx, allocations));
  }

  return {
    init(injector: Injector) {
      setItems.init(injector);
      connection = injector.get(TransactionalConnection);
      variants = injector.get(ProductVariantService);
      movements = injector.get(StockMovementService);
      stockLevels = injector.get(StockLevelService);
      settings = injector.get(GlobalSettingsService);
      eventBus = injector.get(EventBus);
    },
    async onTransitionStart(_from, to, { ctx, order }) {
      if (to !== "ArrangingPayment") return;
      return lock.run(ctx, connection, async () => {
        const short = await shortLines(ctx, order);
        if (short.length > 0) return `insufficient-stock:${short.join(",")}`;
        await movements.createAllocationsForOrder(ctx, order);
        await setItems.hold(ctx, order.lines);
      });
    },
    async onTransitionEnd(from, to, { ctx, order }) {
      if (from === "ArrangingPayment" && (to === "AddingItems" || to === "Cancelled") && order.active)
        await release(ctx, order);
      // A paid order cancelled: the engine puts its lines' variants back on sale, and here its sets' items.
      else if (to === "Cancelled") await setItems.release(ctx, order.lines);
    },
  };
}

/** The hold is taken when the order moves to payment (above), never again once it is paid. */
export class HeldStockAllocationStrategy implements StockAllocationStrategy {
  shouldAllocateStock(): boolean {
    return false;
  }
}

/** Orders left at payment for longer than HOLD_MINUTES go back to the cart, and their stock on sale. */
export const releaseStaleHolds = new ScheduledTask({
  id: "release-stale-stock-holds",
  description: `Releases the stock of orders left at payment for over ${HOLD_MINUTES} minutes`,
  schedule: (cron) => cron.every(1).minutes(),
  async execute({ injector, scheduledContext }) {
    const connection = injector.get(TransactionalConnection);
    const orders = injector.get(OrderService);
    const stale = await connection.getRepository(scheduledContext, Order).find({
      where: {
        state: "ArrangingPayment",
        active: true,
        updatedAt: LessThan(new Date(Date.now() - HOLD_MINUTES * 60_000)),
      },
      select: ["id"],
    });
    for (const { id } of stale) await orders.transitionToState(scheduledContext, id, "AddingItems");
    return { released: stale.length };
  },
});

/** The items of a set are sold with it when it is fulfilled, as the engine sells a line's variant. */
export function setItemSalesProcess(setItems: SetItemStock): FulfillmentProcess<FulfillmentState> {
  return {
    init: (injector) => setItems.init(injector),
    async onTransitionEnd(from, to, { ctx, fulfillment }) {
      if (from === "Created" && to === "Pending") await setItems.sell(ctx, fulfillment.lines);
    },
  };
}
