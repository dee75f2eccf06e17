/** The part of decap-server's middlewares the studio server uses (the package ships no types). */
declare module "decap-server/dist/middlewares" {
  import type { Express } from "express";

  /**
   * Registers decap-server's CORS, JSON and request-schema middlewares and its file-system handler on
   * `POST /api/v1`, for the repository in `GIT_REPO_DIRECTORY` (or the working directory).
   */
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
}
