const ORDER_FIELDS = `
  code state active totalWithTax shippingWithTax currencyCode orderPlacedAt updatedAt confirmationKey
  customFields { giftMessage awinId cjEventId paymentMethod }
  customer { emailAddress firstName lastName }
  shippingAddress { streetLine1 streetLine2 city postalCode countryCode phoneNumber }
  shippingLines { shippingMethod { code } }
  lines {
    id quantity unitPriceWithTax
    customFields { bundleItems }
    productVariant { id sku name stockLevel options { code name } product { slug name } }
  }`;

const ORDER = `fragment ShopOrder on Order { ${ORDER_FIELDS} }`;

/** The answer of a mutation that changes the order: the order, or what the engine refused and why. */
const CHANGED = `__typename ... on Order { ...ShopOrder } ... on ErrorResult { errorCode message }`;
/** Only whether a step of the checkout went through: the order comes back whole at its last step. */
const ANSWERED = `__typename ... on ErrorResult { errorCode message }`;
const CHANGED_OR_SHORT = `${CHANGED} ... on InsufficientStockError { quantityAvailable order { ...ShopOrder } }`;

export const ACTIVE_ORDER = `query { activeOrder { ...ShopOrder } } ${ORDER}`;

export const VARIANTS_OF = `query ($slug: String!) {
  product(slug: $slug) { variants { id sku stockLevel priceWithTax } }
}`;

export const CATALOGUE_PAGE = `query ($skip: Int!) {
  products(options: { take: 100, skip: $skip, sort: { id: ASC } }) {
    totalItems
    items { slug variants { sku priceWithTax stockLevel } }
  }
}`;

export const ADD_ITEM = `mutation ($id: ID!, $quantity: Int!, $customFields: OrderLineCustomFieldsInput) {
  addItemToOrder(productVariantId: $id, quantity: $quantity, customFields: $customFields) { ${CHANGED_OR_SHORT} }
} ${ORDER}`;

export const ADJUST_LINE = `mutation ($line: ID!, $quantity: Int!) {
  adjustOrderLine(orderLineId: $line, quantity: $quantity) { ${CHANGED_OR_SHORT} }
} ${ORDER}`;

export const REMOVE_LINE = `mutation ($line: ID!) {
  removeOrderLine(orderLineId: $line) { ${CHANGED} }
} ${ORDER}`;

export const REMOVE_ALL_LINES = `mutation { removeAllOrderLines { ${CHANGED} } } ${ORDER}`;

/** The order's own details at checkout (payment method, shop, affiliate clicks): only whether it took them. */
export const SET_ORDER_DETAILS = `mutation ($fields: UpdateOrderCustomFieldsInput!) {
  setOrderCustomFields(input: { customFields: $fields }) { ${ANSWERED} }
}`;

export const SET_ORDER_FIELDS = `mutation ($fields: UpdateOrderCustomFieldsInput!) {
  setOrderCustomFields(input: { customFields: $fields }) { ${CHANGED} }
} ${ORDER}`;

export const SET_CUSTOMER = `mutation ($input: CreateCustomerInput!) {
  setCustomerForOrder(input: $input) {
    __typename ... on Order { code } ... on ErrorResult { errorCode message } ... on GuestCheckoutError { errorDetail }
  }
}`;

export const SET_ADDRESS = `mutation ($input: CreateAddressInput!) {
  setOrderShippingAddress(input: $input) { __typename ... on Order { code } ... on ErrorResult { errorCode message } }
}`;

export const SHIPPING_METHODS = `query { eligibleShippingMethods { id code } }`;

export const SET_SHIPPING = `mutation ($ids: [ID!]!) {
  setOrderShippingMethod(shippingMethodId: $ids) { ${ANSWERED} }
}`;

export const TRANSITION = `mutation ($state: String!) {
  transitionOrderToState(state: $state) { ${CHANGED} ... on OrderStateTransitionError { transitionError } }
} ${ORDER}`;

export const ADD_PAYMENT = `mutation ($input: PaymentInput!) {
  addPaymentToOrder(input: $input) { ${CHANGED} }
} ${ORDER}`;

export const PLACED_ORDER = `query ($code: String!, $key: String!) {
  placedOrder(code: $code, key: $key) { ...ShopOrder }
} ${ORDER}`;

export const ORDER_FOR_RETURN = `query ($code: String!, $email: String!) {
  orderForReturn(orderCode: $code, emailAddress: $email) { status orderCode items { sku name colour quantity } }
}`;

export const REQUEST_RETURN = `mutation ($input: ReturnRequestInput!) {
  requestReturn(input: $input) { status returnNumber }
}`;

export const REQUEST_BACK_IN_STOCK = `mutation ($sku: String!, $email: String!) {
  requestBackInStock(sku: $sku, emailAddress: $email)
}`;

export const BACK_IN_STOCK_EMAIL = `query ($sku: String!) { backInStockEmail(sku: $sku) }`;
