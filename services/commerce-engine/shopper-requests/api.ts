import { Inject } from "@nestjs/common";
import { Args, Mutation, Query, Resolver } from "@nestjs/graphql";
import { Allow, Ctx, Permission, RequestContext, Transaction } from "@vendure/core";
import gql from "graphql-tag";
import type { ReturnInput } from "./shopper-requests.service";
import { ShopperRequestsService } from "./shopper-requests.service";

const shared = gql`
  type ReturnedItem {
    sku: String!
    name: String!
    quantity: Int!
    reason: String!
  }
  type ReturnRequest implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    returnNumber: String!
    orderCode: String!
    emailAddress: String!
    languageCode: String!
    items: [ReturnedItem!]!
  }
`;

export const shopSchema = gql`
  ${shared}
  type ReturnableItem {
    sku: String!
    name: String!
    colour: String!
    quantity: Int!
  }
  type OrderForReturn {
    "found, unknown-order or wrong-email"
    status: String!
    orderCode: String
    items: [ReturnableItem!]!
  }
  input ReturnItemInput {
    sku: String!
    quantity: Int!
    reason: String!
  }
  input ReturnRequestInput {
    orderCode: String!
    emailAddress: String!
    items: [ReturnItemInput!]!
  }
  type ReturnRequestResult {
    "received, unknown-order, wrong-email, unknown-item or no-items"
    status: String!
    returnNumber: String
  }
  extend type Query {
    orderForReturn(orderCode: String!, emailAddress: String!): OrderForReturn!
    "The address this shopper asked to be told at when the variant is back, while waiting."
    backInStockEmail(sku: String!): String
  }
  extend type Mutation {
    requestReturn(input: ReturnRequestInput!): ReturnRequestResult!
    "False when the address or the SKU is not one the shop can use."
    requestBackInStock(sku: String!, emailAddress: String!): Boolean!
  }
`;

export const adminSchema = gql`
  ${shared}
  type ReturnRequestList implements PaginatedList {
    items: [ReturnRequest!]!
    totalItems: Int!
  }
  type BackInStockRequest implements Node {
    id: ID!
    createdAt: DateTime!
    updatedAt: DateTime!
    sku: String!
    emailAddress: String!
    languageCode: String!
    notifiedAt: DateTime
  }
  type BackInStockRequestList implements PaginatedList {
    items: [BackInStockRequest!]!
    totalItems: Int!
  }
  input ReturnRequestListOptions
  input BackInStockRequestListOptions
  extend type Query {
    returnRequests(options: ReturnRequestListOptions): ReturnRequestList!
    backInStockRequests(options: BackInStockRequestListOptions): BackInStockRequestList!
  }
`;

@Resolver()
export class ShopRequestsResolver {
  constructor(@Inject(ShopperRequestsService) private readonly requests: ShopperRequestsService) {}

  @Query()
  @Allow(Permission.Public)
  async orderForReturn(
    @Ctx() ctx: RequestContext,
    @Args() args: { orderCode: string; emailAddress: string },
  ) {
    const lookup = await this.requests.orderForReturn(ctx, args.orderCode, args.emailAddress);
    return lookup.status === "found" ? lookup : { ...lookup, orderCode: null, items: [] };
  }

  @Mutation()
  @Transaction()
  @Allow(Permission.Public)
  async requestReturn(@Ctx() ctx: RequestContext, @Args() { input }: { input: ReturnInput }) {
    const result = await this.requests.requestReturn(ctx, input);
    return typeof result === "string"
      ? { status: result, returnNumber: null }
      : { status: "received", returnNumber: result.returnNumber };
  }

  // Owner: the shopper's session is made if there is none yet, so that the list can be shown to it.
  @Mutation()
  @Transaction()
  @Allow(Permission.Owner)
  requestBackInStock(@Ctx() ctx: RequestContext, @Args() args: { sku: string; emailAddress: string }) {
    return this.requests.requestBackInStock(ctx, args.sku, args.emailAddress);
  }

  @Query()
  @Allow(Permission.Public)
  backInStockEmail(@Ctx() ctx: RequestContext, @Args() args: { sku: string }) {
    return this.requests.backInStockEmail(ctx, args.sku);
  }
}

@Resolver()
export class AdminRequestsResolver {
  constructor(@Inject(ShopperRequestsService) private readonly requests: ShopperRequestsService) {}

  @Query()
  @Allow(Permission.ReadOrder)
  returnRequests(@Ctx() ctx: RequestContext, @Args() args: { options?: object }) {
    return this.requests.returnRequests(ctx, args.options);
  }

  @Query()
  @Allow(Permission.ReadCatalog)
  backInStockRequests(@Ctx() ctx: RequestContext, @Args() args: { options?: object }) {
    return this.requests.backInStockRequests(ctx, args.options);
  }
}
