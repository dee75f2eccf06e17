import { Inject, Injectable } from "@nestjs/common";
import {
  EventBus,
  HistoryService,
  LanguageCode,
  ListQueryBuilder,
  Order,
  ProductVariant,
  ProductVariantService,
  RequestContext,
  RequestContextService,
  TransactionalConnection,
  TranslatorService,
  type ID,
  type ListQueryOptions,
} from "@vendure/core";
import { HistoryEntryType } from "@vendure/common/lib/generated-types";
import { In, IsNull } from "typeorm";
import { isEmailAddress, sameEmailAddress } from "../orders/email-address";
import { BackInStockRequest, ReturnRequest, type ReturnedItem } from "./entities";
import { BackInStockEvent, ReturnRequestedEvent } from "./events";

/** States of an order that is paid for: only those can be sent back. */
const PAID_STATES = ["PaymentSettled", "PartiallyShipped", "Shipped", "PartiallyDelivered", "Delivered"];

interface ReturnableItem {
  sku: string;
  /** The product's name and the variant's colour, in the request's language. */
  name: string;
  colour: string;
  quantity: number;
}

export type OrderForReturn =
  | { status: "found"; orderCode: string; items: ReturnableItem[] }
  | { status: "unknown-order" }
  | { status: "wrong-email" };

export interface ReturnInput {
  orderCode: string;
  emailAddress: string;
  items: { sku: string; quantity: number; reason: string }[];
}

/** An order code as shoppers type it (`bs-261122-k4m7q `): the form printed on the confirmation. */
const normalOrderCode = (typed: string): string => typed.trim().toUpperCase();

/** Returns and back-in-stock requests: what the engine lacks and the shop offers its shoppers. */
@Injectable()
export class ShopperRequestsService {
  constructor(
    @Inject(TransactionalConnection) private readonly connection: TransactionalConnection,
    @Inject(ListQueryBuilder) private readonly listQueryBuilder: ListQueryBuilder,
    @Inject(HistoryService) private readonly history: HistoryService,
    @Inject(ProductVariantService) private readonly variants: ProductVariantService,
    @Inject(RequestContextService) private readonly contexts: RequestContextService,
    @Inject(EventBus) private readonly eventBus: EventBus,
    @Inject(TranslatorService) private readonly translator: TranslatorService,
  ) {}

  private async paidOrder(ctx: RequestContext, code: string): Promise<Order | null> {
    const order = await this.connection.getRepository(ctx, Order).findOne({
      where: { code: normalOrderCode(code) },
      relations: [
        "customer",
        "lines",
        "lines.productVariant",
        "lines.productVariant.translations",
        "lines.productVariant.options",
        "lines.productVariant.options.translations",
        "lines.productVariant.product",
        "lines.productVariant.product.translations",
      ],
    });
    return order && PAID_STATES.includes(order.state) ? order : null;
  }

  /**
   * The items of a paid order, for its code and the email address it was placed with. An unknown
   * code and an address that is not the order's are told apart, so that the shopper knows which
   * field to correct; an unpaid order is unknown.
   */
  async orderForReturn(ctx: RequestContext, code: string, emailAddress: string): Promise<OrderForReturn> {
    const order = await this.paidOrder(ctx, code);
    if (!order) return { status: "unknown-order" };
    if (!sameEmailAddress(order.customer?.emailAddress ?? "", emailAddress)) return { status: "wrong-email" };
    return {
      status: "found",
      orderCode: order.code,
      items: order.lines.map((line) => {
        const variant = this.translator.translate(line.productVariant, ctx, ["product", "options"]);
        return {
          sku: variant.sku,
          name: variant.product.name,
          colour: variant.options.map((option) => option.name).join(", "),
          quantity: line.quantity,
        };
      }),
    };
  }

  /** Registers a return and emails the shopper that it was received; null when the order is not theirs. */
  async requestReturn(ctx: RequestContext, input: ReturnInput): Promise<ReturnRequest | string> {
    const lookup = await this.orderForReturn(ctx, input.orderCode, input.emailAddress);
    if (lookup.status !== "found") return lookup.status;
    const items: ReturnedItem[] = [];
    for (const wanted of input.items) {
      const item = lookup.items.find((candidate) => candidate.sku === wanted.sku);
      if (!item || wanted.quantity < 1 || wanted.quantity > item.quantity) return "unknown-item";
      items.push({
        sku: item.sku,
        name: item.colour ? `${item.name}, ${item.colour}` : item.name,
        quantity: wanted.quantity,
        reason: wanted.reason,
      });
    }
    if (items.length === 0) return "no-items";
    const repository = this.connection.getRepository(ctx, ReturnRequest);
    const earlier = await repository.count({ where: { orderCode: lookup.orderCode } });
    const request = await repository.save(
      new ReturnRequest({
        returnNumber: `${lookup.orderCode}-R${earlier + 1}`,
        orderCode: lookup.orderCode,
        emailAddress: input.emailAddress.trim(),
        languageCode: ctx.languageCode,
        items,
      }),
    );
    const order = await this.paidOrder(ctx, lookup.orderCode);
    if (order)
      await this.history.createHistoryEntryForOrder({
        ctx,
        orderId: order.id,
        type: HistoryEntryType.ORDER_NOTE,
        data: {
          note: `Return request ${request.returnNumber}: ${items
            .map((item) => `${item.quantity} × ${item.name} (${item.sku}), reason: ${item.reason}`)
            .join("; ")}`,
        },
      });
    await this.eventBus.publish(new ReturnRequestedEvent(ctx, request));
    return request;
  }

  async returnRequests(ctx: RequestContext, options?: ListQueryOptions<ReturnRequest>) {
    const [items, totalItems] = await this.listQueryBuilder
      .build(ReturnRequest, options, { ctx })
      .getManyAndCount();
    return { items, totalItems };
  }

  async backInStockRequests(ctx: RequestContext, options?: ListQueryOptions<BackInStockRequest>) {
    const [items, totalItems] = await this.listQueryBuilder
      .build(BackInStockRequest, options, { ctx })
      .getManyAndCount();
    return { items, totalItems };
  }

  /** Puts the shopper on the list of a variant, once a variant and address; false for a bad request. */
  async requestBackInStock(ctx: RequestContext, sku: string, emailAddress: string): Promise<boolean> {
    const email = emailAddress.trim();
    if (!isEmailAddress(email)) return false;
    const variant = await this.connection.getRepository(ctx, ProductVariant).findOne({ where: { sku } });
    if (!variant) return false;
    const repository = this.connection.getRepository(ctx, BackInStockRequest);
    const waiting = await repository.find({ where: { sku, notifiedAt: IsNull() } });
    const same = waiting.find((request) => sameEmailAddress(request.emailAddress, email));
    const sessionId = ctx.session?.id ? String(ctx.session.id) : null;
    if (same)
      await repository.update(same.id, { emailAddress: email, sessionId, languageCode: ctx.languageCode });
    else
      await repository.save(
        new BackInStockRequest({
          sku,
          emailAddress: email,
          languageCode: ctx.languageCode,
          sessionId,
          notifiedAt: null,
        }),
      );
    await this.countWaiting(ctx, [variant.id]);
    return true;
  }

  /** The address this shopper's session last put on the list of `sku`, while still waiting. */
  async backInStockEmail(ctx: RequestContext, sku: string): Promise<string | null> {
    if (!ctx.session?.id) return null;
    const request = await this.connection.getRepository(ctx, BackInStockRequest).findOne({
      where: { sku, sessionId: String(ctx.session.id), notifiedAt: IsNull() },
      order: { updatedAt: "DESC" },
    });
    return request?.emailAddress ?? null;
  }

  async notifyBackInStock(ctx: RequestContext, variantIds: ID[]): Promise<void> {
    if (variantIds.length === 0) return;
    const variants = await this.connection.getRepository(ctx, ProductVariant).find({
      where: { id: In(variantIds) },
      relations: ["translations", "product", "product.translations"],
    });
    const back: ProductVariant[] = [];
    for (const variant of variants)
      if ((await this.variants.getSaleableStockLevel(ctx, variant)) > 0) back.push(variant);
    if (back.length === 0) return;
    const repository = this.connection.getRepository(ctx, BackInStockRequest);
    const waiting = await repository.find({
      where: { sku: In(back.map((variant) => variant.sku)), notifiedAt: IsNull() },
    });
    for (const request of waiting) {
      const variant = back.find((candidate) => candidate.sku === request.sku);
      if (!variant) continue;
      // Claimed first, so that two stock movements at once send one email, not two.
      const claimed = await repository.update(
        { id: request.id, notifiedAt: IsNull() },
        { notifiedAt: new Date() },
      );
      if (!claimed.affected) continue;
      const inLanguage = await this.contexts.create({
        apiType: "shop",
        languageCode: request.languageCode as LanguageCode,
      });
      await this.eventBus.publish(
        new BackInStockEvent(
          inLanguage,
          request,
          this.translator.translate(variant, inLanguage, ["product"]),
        ),
      );
    }
    await this.countWaiting(
      ctx,
      back.map((variant) => variant.id),
    );
  }

  /** Keeps each variant's count of waiting shoppers, which the admin shows on the variant. */
  private async countWaiting(ctx: RequestContext, variantIds: ID[]): Promise<void> {
    const variants = await this.connection
      .getRepository(ctx, ProductVariant)
      .find({ where: { id: In(variantIds) } });
    const repository = this.connection.getRepository(ctx, BackInStockRequest);
    for (const variant of variants) {
      const waitingForStock = await repository.count({ where: { sku: variant.sku, notifiedAt: IsNull() } });
      await this.connection
        .getRepository(ctx, ProductVariant)
        .update(variant.id, { customFields: { waitingForStock } });
    }
  }
}
