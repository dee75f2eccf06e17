import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import {
  EmailEventListener,
  orderConfirmationHandler,
  type LoadTemplateInput,
  type Partial as TemplatePartial,
  type TemplateLoader,
} from "@vendure/email-plugin";
import type { Injector, RequestContext } from "@vendure/core";
import { confirmationKey } from "../orders/confirmation-link";
import { BackInStockEvent, ReturnRequestedEvent } from "../shopper-requests/events";
import type { storefrontLinks } from "./storefront-links";

const TEMPLATES = path.join(__dirname, "templates");

/** The languages the emails are written in; any other gets the English one. */
const LANGUAGES = ["nl", "en"] as const;
type EmailLanguage = (typeof LANGUAGES)[number];
const emailLanguage = (ctx: RequestContext): EmailLanguage =>
  (LANGUAGES as readonly string[]).includes(ctx.languageCode) ? (ctx.languageCode as EmailLanguage) : "en";

/** `body.nl.hbs` or `body.en.hbs` by the language of the request that caused the email. */
export class LanguageTemplateLoader implements TemplateLoader {
  async loadTemplate(_injector: Injector, ctx: RequestContext, { type, templateName }: LoadTemplateInput) {
    const name = templateName.replace(/\.hbs$/, `.${emailLanguage(ctx)}.hbs`);
    return readFile(path.join(TEMPLATES, type, name), "utf8");
  }

  async loadPartials(): Promise<TemplatePartial[]> {
    const dir = path.join(TEMPLATES, "partials");
    return Promise.all(
      (await readdir(dir)).map(async (file) => ({
        name: path.basename(file, ".hbs"),
        content: await readFile(path.join(dir, file), "utf8"),
      })),
    );
  }
}

const SUBJECTS = {
  order: (code: string) => ({ nl: `Je bestelling ${code} is betaald`, en: `Your order ${code} is paid` }),
  return: (number: string) => ({
    nl: `We hebben je retourverzoek ${number} ontvangen`,
    en: `We received your return request ${number}`,
  }),
  back: (name: string) => ({ nl: `${name} is weer op voorraad`, en: `${name} is back in stock` }),
} satisfies Record<string, (value: string) => Record<EmailLanguage, string>>;

type Links = ReturnType<typeof storefrontLinks>;

/** Confirmation (signed link, returns links), return received, back in stock: each in the shopper's language. */
export function shopEmailHandlers(links: Links, linkSecret: string) {
  const order = orderConfirmationHandler.setSubject("{{ subject }}").setTemplateVars((event) => {
    const language = emailLanguage(event.ctx);
    const code = event.order.code;
    return {
      subject: SUBJECTS.order(code)[language],
      order: event.order,
      shippingLines: event.data.shippingLines,
      language,
      confirmationUrl: links(
        event.order.customFields.shop,
        language,
        `/order-confirmation/?order=${encodeURIComponent(code)}&key=${confirmationKey(linkSecret, code)}`,
      ),
      returnsUrl: links(event.order.customFields.shop, language, "/return-request/"),
      // The returns policy's page, and the model withdrawal form the law has a web shop offer.
      returnsPolicyUrl: links(event.order.customFields.shop, language, "/returns-and-warranty/"),
      withdrawalFormUrl: links(event.order.customFields.shop, language, "/withdrawal-form/"),
    };
  });

  const returnReceived = new EmailEventListener("return-received")
    .on(ReturnRequestedEvent)
    .setRecipient((event) => event.request.emailAddress)
    .setFrom("{{ fromAddress }}")
    .setSubject("{{ subject }}")
    .setTemplateVars((event) => ({
      subject: SUBJECTS.return(event.request.returnNumber)[emailLanguage(event.ctx)],
      request: event.request,
    }));

  const backInStock = new EmailEventListener("back-in-stock")
    .on(BackInStockEvent)
    .setRecipient((event) => event.request.emailAddress)
    .setFrom("{{ fromAddress }}")
    .setSubject("{{ subject }}")
    .setTemplateVars((event) => {
      const language = emailLanguage(event.ctx);
      return {
        subject: SUBJECTS.back(event.variant.name)[language],
        variant: { name: event.variant.name, sku: event.variant.sku },
        productUrl: links(null, language, `/products/${event.variant.product?.slug ?? ""}/`),
      };
    });

  return [order, returnReceived, backInStock];
}
