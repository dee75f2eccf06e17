import type { CheckoutForm } from "../../../src/checkout/checkout-form";

/** A checkout form filled in as a Dutch shopper does: valid for a shop that sends to NL by standard. */
export const DUTCH_FORM: CheckoutForm = {
  email: "anna.de.vries@mail.example",
  firstName: "Anna",
  lastName: "de Vries",
  address: "Wolvenstraat 27",
  address2: "",
  postcode: "1016 EN",
  city: "Amsterdam",
  country: "NL",
  phone: "+31 20 555 0100",
  shipping: "standard",
  payment: "ideal",
};
