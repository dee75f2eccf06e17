import path from "node:path";
import { AdminUiPlugin } from "@vendure/admin-ui-plugin";
import {
  configureDefaultOrderProcess,
  defaultFulfillmentProcess,
  DefaultSchedulerPlugin,
  dummyPaymentHandler,
  type VendureConfig,
} from "@vendure/core";
import { EmailPlugin } from "@vendure/email-plugin";
import { BullMQJobQueuePlugin } from "@vendure/job-queue-plugin/package/bullmq";
import { customFields } from "./custom-fields";
import { shopEmailHandlers, LanguageTemplateLoader } from "./emails/shop-emails";
import { storefrontLinks } from "./emails/storefront-links";
import { addressCheckProcess, ReachableEmailGuestCheckout } from "./orders/checkout-rules";
import { ConfirmationLinkPlugin, SignedLinkOrderAccess } from "./orders/confirmation-link";
import { ReadableOrderCodeStrategy } from "./orders/order-code";
import { ratePerCurrency } from "./orders/shipping-rates";
import { SaleableCountStrategy } from "./orders/stock-display";
import {
  HeldStockAllocationStrategy,
  releaseStaleHolds,
  setItemSalesProcess,
  stockHoldProcess,
} from "./orders/stock-hold";
import { SetItemStock } from "./orders/set-items";
import type { EngineSettings } from "./settings";
import { ShopperRequestsPlugin } from "./shopper-requests/plugin";

/** A browser on this machine, on any port: the development server, the built site, test runs. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

function database(settings: EngineSettings, seedFile: string): VendureConfig["dbConnectionOptions"] {
  if (settings.database.type === "postgres")
    return {
      type: "postgres",
      url: settings.database.url,
      synchronize: false,
      migrations: [path.join(__dirname, "migrations", "*.{js,ts}")],
      migrationsRun: true,
    };
  // sql.js: one database in this process's memory, loaded from the file and saved to it after each
  // write; with no file, from the seed and never saved (each test run starts from the same data).
  return {
    type: "sqljs",
    location: settings.database.file ?? seedFile,
    autoSave: settings.database.file !== null,
    synchronize: false,
  };
}

/** Locally one process on sql.js with in-process jobs; in production PostgreSQL, BullMQ with its own worker, SMTP. */
export function engineConfig(settings: EngineSettings, seedFile: string): VendureConfig {
  const links = storefrontLinks(settings.storefrontUrl);
  // The stock of the items of sets: held with the order, sold with the fulfilment.
  const setItems = new SetItemStock();
  return {
    apiOptions: {
      port: settings.port,
      hostname: settings.host,
      adminApiPath: "admin-api",
      shopApiPath: "shop-api",
      cors: { origin: [LOCAL_ORIGIN, ...settings.storefrontOrigins], credentials: true },
      csrfPrevention: true,
    },
    authOptions: {
      tokenMethod: ["bearer", "cookie"],
      superadminCredentials: settings.superadmin,
      cookieOptions: { secret: settings.linkSecret },
      requireVerification: true,
    },
    dbConnectionOptions: database(settings, seedFile),
    paymentOptions: { paymentMethodHandlers: [dummyPaymentHandler] },
    shippingOptions: {
      shippingCalculators: [ratePerCurrency],
      process: [defaultFulfillmentProcess, setItemSalesProcess(setItems)],
    },
    catalogOptions: { stockDisplayStrategy: new SaleableCountStrategy() },
    orderOptions: {
      // The most of one variant a single order takes, as the storefront says (MAX_QUANTITY).
      orderLineItemsLimit: 10,
      orderCodeStrategy: new ReadableOrderCodeStrategy(),
      orderByCodeAccessStrategy: new SignedLinkOrderAccess(),
      guestCheckoutStrategy: new ReachableEmailGuestCheckout(),
      stockAllocationStrategy: new HeldStockAllocationStrategy(),
      process: [
        configureDefaultOrderProcess({ arrangingPaymentRequiresStock: false }),
        addressCheckProcess,
        stockHoldProcess(setItems),
      ],
    },
    schedulerOptions: {
      tasks: [releaseStaleHolds],
      // One process locally runs them itself; in production the worker does.
      runTasksInWorkerOnly: !!settings.redisUrl,
    },
    customFields,
    plugins: [
      DefaultSchedulerPlugin.init(),
      ...(settings.redisUrl ? [BullMQJobQueuePlugin.init({ connection: { url: settings.redisUrl } })] : []),
      ShopperRequestsPlugin,
      ConfirmationLinkPlugin.init(settings.linkSecret),
      EmailPlugin.init({
        ...(settings.smtpUrl
          ? { transport: { type: "smtp", url: settings.smtpUrl } as never }
          : { devMode: true as const, outputPath: settings.mailboxDir, route: "mailbox" }),
        handlers: shopEmailHandlers(links, settings.linkSecret),
        templateLoader: new LanguageTemplateLoader(),
        globalTemplateVars: { fromAddress: settings.emailFrom },
      }),
      ...(settings.adminApp
        ? [
            AdminUiPlugin.init({
              route: "admin",
              port: settings.port + 2,
              adminUiConfig: { apiPort: settings.port },
            }),
          ]
        : []),
    ],
  };
}
