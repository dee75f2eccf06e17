import os from "node:os";
import path from "node:path";

/** Where the engine keeps its data: one SQLite file through sql.js, or a PostgreSQL server. */
type DatabaseSettings =
  | {
      type: "sqljs";
      /** The file loaded at start; null starts from the seed in memory and never writes. */
      file: string | null;
    }
  | { type: "postgres"; url: string };

export interface EngineSettings {
  port: number;
  host: string;
  superadmin: { identifier: string; password: string };
  database: DatabaseSettings;
  /** BullMQ on this Redis server, with a separate worker process; none: the server runs its jobs. */
  redisUrl: string | null;
  /** SMTP for emails; none: written to files and shown in the development mailbox. */
  smtpUrl: string | null;
  mailboxDir: string;
  emailFrom: string;
  /** Where the emails' links lead: the storefront's address, or each shop's own origin when unset. */
  storefrontUrl: string | null;
  /** Origins allowed to call the Shop API from a browser, beside localhost on any port. */
  storefrontOrigins: string[];
  /** Signs the confirmation links in emails; a fixed one locally, a secret of its own in production. */
  linkSecret: string;
  adminApp: boolean;
}

export const ENGINE_ROOT = __dirname;
export const PROJECT_ROOT = path.resolve(__dirname, "../..");
/** Local data, kept across restarts and ignored by git. */
export const LOCAL_DATA_DIR = path.join(PROJECT_ROOT, ".data", "commerce");

const LOCAL_LINK_SECRET = "local-only-link-secret";

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value || fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535)
    throw new Error(`COMMERCE_PORT must be a port number, not "${value}"`);
  return parsed;
}

/**
 * The engine's settings from `env`. `COMMERCE_DATABASE_URL` (postgres://…) switches to PostgreSQL,
 * `COMMERCE_REDIS_URL` to a BullMQ job queue, `COMMERCE_SMTP_URL` to real email; without them the
 * engine runs in one process on a local file. `COMMERCE_DATA=memory` starts from a fresh seed and
 * keeps nothing, as tests do.
 */
export function engineSettings(env: NodeJS.ProcessEnv = process.env): EngineSettings {
  const databaseUrl = env.COMMERCE_DATABASE_URL;
  const production = !!databaseUrl;
  if (production && !env.COMMERCE_LINK_SECRET)
    throw new Error(
      "COMMERCE_LINK_SECRET must be set with COMMERCE_DATABASE_URL: it signs the links in emails",
    );
  return {
    port: port(env.COMMERCE_PORT, 3000),
    host: env.COMMERCE_HOST || "localhost",
    superadmin: {
      identifier: env.COMMERCE_SUPERADMIN_USER || "superadmin",
      password: env.COMMERCE_SUPERADMIN_PASSWORD || "superadmin",
    },
    database: databaseUrl
      ? { type: "postgres", url: databaseUrl }
      : {
          type: "sqljs",
          file: env.COMMERCE_DATA === "memory" ? null : path.join(LOCAL_DATA_DIR, "engine.sqlite"),
        },
    redisUrl: env.COMMERCE_REDIS_URL || null,
    smtpUrl: env.COMMERCE_SMTP_URL || null,
    mailboxDir:
      env.COMMERCE_MAILBOX_DIR ||
      (env.COMMERCE_DATA === "memory"
        ? path.join(os.tmpdir(), `commerce-mailbox-${env.COMMERCE_PORT || 3000}`)
        : path.join(LOCAL_DATA_DIR, "mailbox")),
    emailFrom: env.COMMERCE_EMAIL_FROM || '"Babyshop" <orders@babyshop.example>',
    storefrontUrl: env.COMMERCE_STOREFRONT_URL || (production ? null : "http://localhost:9000"),
    storefrontOrigins: (env.COMMERCE_STOREFRONT_ORIGINS || "").split(",").filter(Boolean),
    linkSecret: env.COMMERCE_LINK_SECRET || LOCAL_LINK_SECRET,
    adminApp: env.COMMERCE_ADMIN_APP !== "off",
  };
}
