import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serveStatic } from "../../scripts/hosting/static-host";
import { startStudioServer, type StudioServer } from "../../scripts/studio-server/start-studio-server";
import { publishStudio, studioContext, STUDIO_PATH } from "../../src/build/studio-files";
import { STUDIO_CONTEXT_FILE } from "../../src/studio/studio-context";
import { scaledContent } from "../scaled-content";
import { loadCampaignLinks } from "../../src/build/load-campaign-links";
import { ROOT } from "../../scripts/gatsby-build";
import { writeBareDecap } from "./bare-decap";

/** The studio and the bare Decap CMS over the same content, each on its own static server. */
export interface StudioSites {
  factor: number;
  links: number;
  /** The studio's address, /admin/. */
  studio: string;
  /** The bare Decap CMS's address. */
  bare: string;
  close(): Promise<void>;
}

const BARE_PATH = "/bare/";

/**
 * A project folder holding content/ with the campaign links multiplied by `factor`, Decap's local
 * backend over it, and one static server with the published studio at /admin/ (its context pointing
 * at that backend) and the bare Decap CMS at /bare/. Nothing of it is shared with another factor.
 */
export async function startStudioSites(factor: number): Promise<StudioSites> {
  const project = mkdtempSync(path.join(os.tmpdir(), `studio-bench-x${factor}-`));
  const content = path.join(project, "content");
  // Moved, not linked: the backend refuses paths that lead out of the project.
  renameSync(scaledContent(path.join(ROOT, "content"), { rules: factor, products: 1 }), content);
  mkdirSync(path.join(project, "static", "images"), { recursive: true });
  // The shops' languages, which the studio's context is read with.
  symlinkSync(path.join(ROOT, "locales"), path.join(project, "locales"));
  const publicDir = path.join(project, "public");
  await publishStudio(ROOT, publicDir, loadCampaignLinks(ROOT, content));

  const servers: { backend?: StudioServer; site?: Server } = {};
  const close = async () => {
    await servers.backend?.close();
    await new Promise((resolve) => (servers.site ? servers.site.close(resolve) : resolve(undefined)));
    rmSync(project, { recursive: true, force: true });
  };
  try {
    servers.backend = await startStudioServer({ root: project, port: 0 });
    const backendUrl = `http://127.0.0.1:${servers.backend.address.port}/api/v1`;
    const studioDir = path.join(publicDir, STUDIO_PATH);
    // Saved links are named from the project, as the backend names the files it reads.
    const context = studioContext(loadCampaignLinks(project, content), { localBackend: backendUrl });
    writeFileSync(path.join(studioDir, STUDIO_CONTEXT_FILE), JSON.stringify(context));
    writeBareDecap(path.join(publicDir, BARE_PATH), studioDir, backendUrl);
    servers.site = await serveStatic(publicDir, 0);
    const origin = `http://localhost:${(servers.site.address() as AddressInfo).port}`;
    return {
      factor,
      links: Object.keys(context.links).length,
      studio: `${origin}${STUDIO_PATH}`,
      bare: `${origin}${BARE_PATH}`,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
