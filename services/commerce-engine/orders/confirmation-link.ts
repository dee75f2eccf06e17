import { Inject } from "@nestjs/common";
import { createHmac, timingSafeEqual } from "node:crypto";
import { Parent, Query, ResolveField, Resolver, Args } from "@nestjs/graphql";
import {
  Allow,
  Ctx,
  Order,
  OrderService,
  Permission,
  PluginCommonModule,
  RequestContext,
  VendurePlugin,
  type OrderByCodeAccessStrategy,
} from "@vendure/core";
import gql from "graphql-tag";

/**
 * The key in a confirmation link: the order's code signed with the engine's secret. The code alone
 * is short enough to guess, and the order holds the shopper's name and address.
 */
export const confirmationKey = (secret: string, code: string): string =>
  createHmac("sha256", secret).update(code).digest("base64url").slice(0, 24);

function keyFits(secret: string, code: string, key: string): boolean {
  const expected = Buffer.from(confirmationKey(secret, code));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A guest reads a placed order only through its signed link: the engine's default lets any visitor
 * read a guest order by its code alone for two hours. A signed-in customer still reads their own.
 */
export class SignedLinkOrderAccess implements OrderByCodeAccessStrategy {
  canAccessOrder(ctx: RequestContext, order: Order): boolean {
    const userId = order.customer?.user?.id;
    return !!ctx.activeUserId && userId !== undefined && String(userId) === String(ctx.activeUserId);
  }
}

const LINK_SECRET = Symbol("LINK_SECRET");

@Resolver("Order")
class ConfirmationKeyResolver {
  constructor(@Inject(LINK_SECRET) private readonly secret: string) {}

  /** Only ever reached by whoever may read the order: its session, or a holder of the key. */
  @ResolveField()
  confirmationKey(@Parent() order: Order) {
    return confirmationKey(this.secret, order.code);
  }
}

@Resolver()
class PlacedOrderResolver {
  constructor(
    @Inject(LINK_SECRET) private readonly secret: string,
    @Inject(OrderService) private readonly orders: OrderService,
  ) {}

  @Query()
  @Allow(Permission.Public)
  async placedOrder(@Ctx() ctx: RequestContext, @Args() args: { code: string; key: string }) {
    if (!keyFits(this.secret, args.code, args.key)) return null;
    const order = await this.orders.findOneByCode(ctx, args.code);
    return order && order.state !== "AddingItems" ? order : null;
  }
}

/** The confirmation page opened from the email, in any browser: `placedOrder(code, key)`. */
@VendurePlugin({
  imports: [PluginCommonModule],
  providers: [{ provide: LINK_SECRET, useFactory: () => ConfirmationLinkPlugin.secret }],
  shopApiExtensions: {
    schema: gql`
      extend type Order {
        "Signs the confirmation link: given to whoever may read the order."
        confirmationKey: String!
      }
      extend type Query {
        "A placed order, for its code and the key of its confirmation link."
        placedOrder(code: String!, key: String!): Order
      }
    `,
    resolvers: [ConfirmationKeyResolver, PlacedOrderResolver],
  },
  compatibility: "^3.0.0",
})
export class ConfirmationLinkPlugin {
  static secret = "";
  static init(secret: string) {
    ConfirmationLinkPlugin.secret = secret;
    return ConfirmationLinkPlugin;
  }
}
