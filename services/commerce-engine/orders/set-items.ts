import {
  Allocation,
  EventBus,
  GlobalSettingsService,
  OrderLine,
  ProductVariant,
  Release,
  RequestContext,
  Sale,
  StockLevelService,
  StockLocationService,
  StockMovementEvent,
  TransactionalConnection,
  type ID,
  type Injector,
} from "@vendure/core";
import { GlobalFlag } from "@vendure/common/lib/generated-types";
import { In, IsNull } from "typeorm";

/**
 * A set is sold as one untracked variant, the items chosen for it named on its line (`bundleItems`):
 * the engine's own stock movements follow the line's variant only. These are the items' movements
 * beside them: held with the set when the order goes to payment, sold when the set is fulfilled, and
 * back on sale when it is not bought after all.
 */

export const setItemsOf = (line: OrderLine): string[] =>
  ((line.customFields as { bundleItems?: string | null }).bundleItems ?? "").split(":").filter(Boolean);

/** Whether the engine counts `variant` by the piece (Vendure's own check is private to its service). */
export const countsStock = (variant: ProductVariant, trackInventory: boolean): boolean =>
  variant.trackInventory === GlobalFlag.TRUE ||
  (variant.trackInventory === GlobalFlag.INHERIT && trackInventory);

/** What one unit of a line takes from stock: its variant, or each item of its set, by variant. */
export type UnitNeeds = Map<ID, { variant: ProductVariant; count: number }>;

export class SetItemStock {
  private connection!: TransactionalConnection;
  private stockLevels!: StockLevelService;
  private locations!: StockLocationService;
  private settings!: GlobalSettingsService;
  private eventBus!: EventBus;

  init(injector: Injector): void {
    this.connection = injector.get(TransactionalConnection);
    this.stockLevels = injector.get(StockLevelService);
    this.locations = injector.get(StockLocationService);
    this.settings = injector.get(GlobalSettingsService);
    this.eventBus = injector.get(EventBus);
  }

  async unitNeeds(ctx: RequestContext, lines: OrderLine[]): Promise<Map<OrderLine, UnitNeeds>> {
    const skus = [...new Set(lines.flatMap(setItemsOf))];
    const items = skus.length
      ? await this.connection
          .getRepository(ctx, ProductVariant)
          .find({ where: { sku: In(skus), deletedAt: IsNull() } })
      : [];
    return new Map(
      lines.map((line) => {
        const needs: UnitNeeds = new Map();
        const variants = setItemsOf(line).length
          ? setItemsOf(line).flatMap((sku) => items.find((item) => item.sku === sku) ?? [])
          : [line.productVariant];
        for (const variant of variants) {
          const need = needs.get(variant.id) ?? { variant, count: 0 };
          needs.set(variant.id, { variant, count: need.count + 1 });
        }
        return [line, needs];
      }),
    );
  }

  /** Holds the items of the order's sets, `quantity` sets each, as the engine holds a line's variant. */
  async hold(ctx: RequestContext, lines: OrderLine[]): Promise<void> {
    const needs = await this.unitNeeds(
      ctx,
      lines.filter((line) => setItemsOf(line).length > 0),
    );
    await this.move(ctx, needs, (line) => line.quantity, Allocation, 1);
  }

  /** The items of the sets fulfilled: sold, no longer held (`quantities` by order line). */
  async sell(ctx: RequestContext, quantities: { orderLineId: ID; quantity: number }[]): Promise<void> {
    const lines = await this.connection
      .getRepository(ctx, OrderLine)
      .find({ where: { id: In(quantities.map((line) => line.orderLineId)) }, relations: ["productVariant"] });
    const sets = lines.filter((line) => setItemsOf(line).length > 0);
    const quantityOf = (line: OrderLine) =>
      quantities.find((fulfilled) => String(fulfilled.orderLineId) === String(line.id))?.quantity ?? 0;
    await this.move(ctx, await this.unitNeeds(ctx, sets), quantityOf, Sale, -1);
  }

  /** The items of the sets of an order cancelled after payment and not yet fulfilled: on sale again. */
  async release(ctx: RequestContext, lines: OrderLine[]): Promise<void> {
    const sets = lines.filter((line) => setItemsOf(line).length > 0);
    if (sets.length === 0) return;
    const where = {
      where: { orderLine: { id: In(sets.map((line) => line.id)) } },
      relations: ["productVariant", "orderLine"],
    };
    const [allocations, releases, sales] = await Promise.all([
      this.connection.getRepository(ctx, Allocation).find(where),
      this.connection.getRepository(ctx, Release).find(where),
      this.connection.getRepository(ctx, Sale).find(where),
    ]);
    const of = (movements: (Allocation | Release | Sale)[], line: OrderLine, variant: ID) =>
      movements
        .filter(
          (movement) =>
            String(movement.orderLine.id) === String(line.id) &&
            String(movement.productVariant.id) === String(variant),
        )
        .reduce((sum, movement) => sum + movement.quantity, 0);
    const needs = await this.unitNeeds(ctx, sets);
    // Still held: allocated, less what was released or sold (a sale's quantity is negative).
    for (const [line, unit] of needs)
      for (const [id, need] of unit) {
        const held = of(allocations, line, id) - of(releases, line, id) + of(sales, line, id);
        unit.set(id, { ...need, count: Math.max(0, held) });
      }
    await this.move(ctx, needs, () => 1, Release, -1);
  }

  /**
   * Records a movement of each line's items (`quantity` per unit of need) and changes their held stock
   * by `allocated` times it; a sale takes them off the shelf too.
   */
  private async move(
    ctx: RequestContext,
    needs: Map<OrderLine, UnitNeeds>,
    quantity: (line: OrderLine) => number,
    Movement: typeof Allocation | typeof Sale | typeof Release,
    allocated: 1 | -1,
  ): Promise<void> {
    const location = await this.locations.defaultStockLocation(ctx);
    const { trackInventory } = await this.settings.getSettings(ctx);
    const movements: (Allocation | Sale | Release)[] = [];
    for (const [line, unit] of needs)
      for (const { variant, count } of unit.values()) {
        const units = quantity(line) * count;
        if (units <= 0) continue;
        movements.push(
          new Movement({
            productVariant: new ProductVariant({ id: variant.id }),
            stockLocation: location,
            quantity: Movement === Sale ? -units : units,
            orderLine: line,
          }),
        );
        if (!countsStock(variant, trackInventory)) continue;
        await this.stockLevels.updateStockAllocatedForLocation(
          ctx,
          variant.id,
          location.id,
          allocated * units,
        );
        if (Movement === Sale)
          await this.stockLevels.updateStockOnHandForLocation(ctx, variant.id, location.id, -units);
      }
    if (movements.length === 0) return;
    const saved = await this.connection.getRepository(ctx, Movement).save(movements as never[]);
    await this.eventBus.publish(new StockMovementEvent(ctx, saved));
  }
}
