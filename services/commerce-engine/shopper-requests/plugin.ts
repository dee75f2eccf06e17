import { Inject, OnApplicationBootstrap } from "@nestjs/common";
import { EventBus, PluginCommonModule, StockMovementEvent, VendurePlugin } from "@vendure/core";
import { AdminRequestsResolver, adminSchema, ShopRequestsResolver, shopSchema } from "./api";
import { BackInStockRequest, ReturnRequest } from "./entities";
import { ShopperRequestsService } from "./shopper-requests.service";

/**
 * Returns and back-in-stock requests, which the engine lacks: Shop API mutations to ask for them,
 * Admin API lists, the return as a note on its order and the waiting count on each variant (both
 * shown by the admin app as it is), and one email per waiting shopper when stock comes back.
 */
@VendurePlugin({
  imports: [PluginCommonModule],
  entities: [ReturnRequest, BackInStockRequest],
  providers: [ShopperRequestsService],
  shopApiExtensions: { schema: shopSchema, resolvers: [ShopRequestsResolver] },
  adminApiExtensions: { schema: adminSchema, resolvers: [AdminRequestsResolver] },
  compatibility: "^3.0.0",
})
export class ShopperRequestsPlugin implements OnApplicationBootstrap {
  constructor(
    @Inject(EventBus) private readonly eventBus: EventBus,
    @Inject(ShopperRequestsService) private readonly requests: ShopperRequestsService,
  ) {}

  onApplicationBootstrap() {
    // Any movement can bring stock back: the merchant's adjustment, a cancelled order, a released hold.
    this.eventBus.ofType(StockMovementEvent).subscribe((event) => {
      const variantIds = [...new Set(event.stockMovements.map((movement) => movement.productVariant.id))];
      this.requests.notifyBackInStock(event.ctx, variantIds).catch((error: unknown) => {
        console.error("Back-in-stock emails could not be sent:", error);
      });
    });
  }
}
