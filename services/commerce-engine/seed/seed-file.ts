import { existsSync, mkdirSync, readdirSync, renameSync } from "node:fs";
import path from "node:path";
import { bootstrapWorker, TransactionalConnection, VENDURE_VERSION, type VendureConfig } from "@vendure/core";
import type { SqljsDriver } from "typeorm/driver/sqljs/SqljsDriver";
import { ENGINE_ROOT, LOCAL_DATA_DIR } from "../settings";
import { seedEngine } from "./seed";
import { hashOf, readSeedData } from "./seed-data";

const SEEDS_DIR = path.join(LOCAL_DATA_DIR, "seeds");

/** The engine's own code: a change to any of it may change its tables. */
function engineSources(dir = ENGINE_ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === "node_modules") return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return engineSources(file);
    return entry.name.endsWith(".ts") ? [file] : [];
  });
}

/** Names the engine's tables: its version and its code. Local data of other tables is set aside. */
export const schemaHash = (): string => hashOf([VENDURE_VERSION], engineSources());

/**
 * The seeded database file for this engine version, code and content, made once (about 6 s) and then
 * reused: every test run and every new local database starts from a copy of it. `config` is the
 * engine's configuration for a database file (without the admin app: the seed needs no server).
 */
export async function ensureSeedFile(config: (seedFile: string) => VendureConfig): Promise<string> {
  const data = readSeedData();
  // A new engine version, engine code or content makes a new seed.
  const name = hashOf([VENDURE_VERSION, JSON.stringify(data)], engineSources());
  const file = path.join(SEEDS_DIR, `seed-${name}.sqlite`);
  if (existsSync(file)) return file;
  mkdirSync(SEEDS_DIR, { recursive: true });
  const building = `${file}.${process.pid}.building`;
  const base = config(building);
  const { app } = await bootstrapWorker({
    ...base,
    dbConnectionOptions: {
      ...base.dbConnectionOptions,
      type: "sqljs",
      location: undefined,
      autoSave: false,
      synchronize: true,
    },
  } as VendureConfig);
  try {
    await seedEngine(app, data);
    await (app.get(TransactionalConnection).rawConnection.driver as SqljsDriver).save(building);
  } finally {
    await app.close();
  }
  // Written whole, then named: a second process starting at the same time never reads half a file.
  renameSync(building, file);
  return file;
}
