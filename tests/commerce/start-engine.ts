import type { TestProject } from "vitest/node";
import { startEngine } from "../support/commerce-engine";

/** The port of the engine the commerce tests run against: a fresh seed, kept in memory. */
const PORT = Number(process.env.COMMERCE_TEST_PORT ?? 3120);

export default async function setup(project: TestProject) {
  const engine = await startEngine(PORT);
  project.provide("engineUrl", engine.url);
  return engine.stop;
}

declare module "vitest" {
  export interface ProvidedContext {
    engineUrl: string;
  }
}
