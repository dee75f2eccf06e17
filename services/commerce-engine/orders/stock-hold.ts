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
  type Injector,
  type OrderProcess,
  type OrderState,
  type StockAllocationStrategy,
} from "@vendure/core";
import { GlobalFlag } from "@vendure/common/lib/generated-types";
import { In, LessThan } from "typeorm";

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
 * No overselling: the engine's default checks stock when the shopper reaches payment but allocates it
 * only once paid, so two shoppers can both reach payment for the last unit and both pay. Here the
 * check and the hold are one step when the order moves to payment: the second shopper is told the
 * stock is gone before paying. Going back to the cart, or cancelling, releases the hold; a scheduled
 * task releases holds left for longer than HOLD_MINUTES.
 */
export function stockHoldProcess(): OrderProcess<OrderState> {
  const lock = new StockLock();
  let connection: TransactionalConnection;
  let variants: ProductVariantService;
  let movements: StockMovementService;
  let stockLevels: StockLevelService;
  let settings: GlobalSettingsService;
  let eventBus: EventBus;

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
      const flag = allocation.productVariant.trackInventory;
      if (flag === GlobalFlag.TRUE || (flag === GlobalFlag.INHERIT && trackInventory))
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
        const short: string[] = [];
        for (const line of order.lines) {
          const saleable = await variants.getSaleableStockLevel(ctx, line.productVariant);
          if (line.quantity > saleable) short.push(line.productVariant.sku);
        }
        if (short.length > 0) return `insufficient-stock:${short.join(",")}`;
        await movements.createAllocationsForOrder(ctx, order);
      });
    },
    async onTransitionEnd(from, to, { ctx, order }) {
      if (from === "ArrangingPayment" && (to === "AddingItems" || to === "Cancelled") && order.active)
        await release(ctx, order);
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
