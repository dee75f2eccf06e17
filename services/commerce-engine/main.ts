/**
 * The commerce engine: `npm run commerce-engine` (the server, with its job queue in the same process
 * unless COMMERCE_REDIS_URL is set), `npm run commerce-engine -- --worker` (the worker of a production
 * set-up), `npm run commerce-engine -- --generate-migration <name>` (a PostgreSQL migration for what
 * changed in the engine's tables, against COMMERCE_DATABASE_URL), `npm run commerce-engine -- --seed`
 * (a new PostgreSQL database filled from content/). Settings come from the environment (`settings.ts`).
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { bootstrap, bootstrapWorker, generateMigration, JobQueueService } from "@vendure/core";
import { engineConfig } from "./config";
import { seedEngine } from "./seed/seed";
import { readSeedData } from "./seed/seed-data";
import { ensureSeedFile, schemaHash } from "./seed/seed-file";
import { engineSettings, type EngineSettings } from "./settings";

/**
 * A local database starts as a copy of the seed and is kept across restarts. Local data made by other
 * engine code (other tables) is set aside, named after its code, and a fresh copy starts.
 */
function prepareLocalData(file: string, seedFile: string): void {
  const schemaFile = `${file}.schema`;
  const schema = schemaHash();
  if (existsSync(file)) {
    const kept = existsSync(schemaFile) ? readFileSync(schemaFile, "utf8") : "unknown";
    if (kept === schema) return;
    const aside = `${file}.${kept}.old`;
    renameSync(file, aside);
    console.log(
      `Commerce engine: its tables changed; the local data was set aside as ${path.basename(aside)}`,
    );
  }
  mkdirSync(path.dirname(file), { recursive: true });
  copyFileSync(seedFile, file);
  writeFileSync(schemaFile, schema);
}

async function localDatabase(settings: EngineSettings): Promise<string> {
  const seedFile = await ensureSeedFile((file) => engineConfig({ ...settings, adminApp: false }, file));
  if (settings.database.type === "sqljs" && settings.database.file)
    prepareLocalData(settings.database.file, seedFile);
  // An engine that keeps nothing starts with an empty mailbox too.
  else rmSync(settings.mailboxDir, { recursive: true, force: true });
  return seedFile;
}

async function startServer(settings: EngineSettings) {
  const seedFile = settings.database.type === "sqljs" ? await localDatabase(settings) : "";
  const app = await bootstrap(engineConfig(settings, seedFile));
  if (!settings.redisUrl) await app.get(JobQueueService).start();
  const base = `http://${settings.host}:${settings.port}`;
  console.log(
    `Commerce engine on ${base}: ${base}/shop-api, ${base}/admin-api` +
      (settings.adminApp ? `, the admin app ${base}/admin/` : "") +
      (settings.smtpUrl ? "" : `, the mailbox ${base}/mailbox`),
  );
}

async function startWorker(settings: EngineSettings) {
  const worker = await bootstrapWorker(engineConfig(settings, ""));
  await worker.startJobQueue();
  console.log("Commerce engine worker running its job queue");
}

async function seedDatabase(settings: EngineSettings) {
  if (settings.database.type !== "postgres") throw new Error("A local database is seeded by itself");
  const { app } = await bootstrapWorker(engineConfig({ ...settings, adminApp: false }, ""));
  try {
    await seedEngine(app, readSeedData());
    console.log("Commerce engine: the database is seeded from content/");
  } finally {
    await app.close();
  }
}

async function writeMigration(settings: EngineSettings, name: string) {
  if (settings.database.type !== "postgres")
    throw new Error("Migrations are for PostgreSQL: set COMMERCE_DATABASE_URL");
  const file = await generateMigration(engineConfig({ ...settings, adminApp: false }, ""), {
    name,
    outputDir: path.join(__dirname, "migrations"),
  });
  console.log(file ? `Migration written: ${file}` : "The database already has the engine's tables");
}

const settings = engineSettings();
const migration = process.argv.indexOf("--generate-migration");
const command =
  migration >= 0
    ? writeMigration(settings, process.argv[migration + 1] ?? "shop")
    : process.argv.includes("--seed")
      ? seedDatabase(settings)
      : process.argv.includes("--worker")
        ? startWorker(settings)
        : startServer(settings);
command.catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
