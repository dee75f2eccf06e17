import path from "node:path";
import type { z } from "zod";
import type { Currency } from "../catalogue/schema";
import type { ContentLanguage } from "../content/localized";
import { ProblemList, readYamlFile } from "../content/read-yaml-files";
import type { ShippingOption, ShippingPrice } from "./shipping";
import { shippingFileSchema } from "./shipping-schema";

export type ShippingFile = z.output<typeof shippingFileSchema>;
export type ShippingMethods = ShippingFile["methods"];

export function loadShipping(root: string, contentDir: string): ShippingFile {
  const problems = new ProblemList();
  const file = readYamlFile(root, path.join(contentDir, "shipping.yaml"), shippingFileSchema, problems);
  problems.check();
  if (!file) throw new Error("content/shipping.yaml could not be read");
  return file.value;
}

const shippingPrice = (method: ShippingMethods[number], currency: Currency): ShippingPrice => ({
  id: method.id,
  price: method.prices[currency],
  freeFrom: method.freeFrom?.[currency] ?? null,
});

export const shippingPrices = (methods: ShippingMethods, currency: Currency): ShippingPrice[] =>
  methods.map((method) => shippingPrice(method, currency));

export const shippingOptions = (
  methods: ShippingMethods,
  language: ContentLanguage,
  currency: Currency,
): ShippingOption[] =>
  methods.map((method) => ({
    ...shippingPrice(method, currency),
    name: method.name[language],
    delivery: method.delivery[language],
  }));
