import type { StockDisplayStrategy } from "@vendure/core";

/**
 * The units a shopper can still buy, as a number: the product page shows "only 2 left" and caps the
 * quantity by it. The engine's default answers only IN_STOCK, LOW_STOCK or OUT_OF_STOCK.
 */
export class SaleableCountStrategy implements StockDisplayStrategy {
  getStockLevel(_ctx: unknown, _variant: unknown, saleableStockLevel: number): string {
    return String(Math.max(0, saleableStockLevel));
  }
}
