import { z } from "zod";
import { pricesSchema } from "../catalogue/schema";
import { localizedText } from "../content/localized";

export const shippingFileSchema = z.strictObject({
  methods: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z][a-z0-9-]*$/),
        name: localizedText,
        delivery: localizedText,
        prices: pricesSchema,
        freeFrom: pricesSchema.optional(),
      }),
    )
    .min(1, { error: "offer at least one shipping method" }),
  returns: localizedText,
});
