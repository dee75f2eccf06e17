/** A webpack module request, as `NormalModuleReplacementPlugin` hands it over. */
interface ModuleRequest {
  request: string;
  contextInfo: { issuer?: string };
}

/**
 * Sends every import of `react-i18next` to `parts` (`react-i18next-parts.ts`), but for that
 * module's own import of the real library.
 */
export const toReactI18nextParts =
  (parts: string) =>
  (module: ModuleRequest): void => {
    if (module.contextInfo.issuer !== parts) module.request = parts;
  };

/** Sends the imports made by the files of `packageName` (and only those) to `standIn`. */
export const importsOf =
  (packageName: string, standIn: string) =>
  (module: ModuleRequest): void => {
    const issuer = module.contextInfo.issuer?.split("\\").join("/") ?? "";
    if (issuer.includes(`/node_modules/${packageName}/`)) module.request = standIn;
  };

/** Sends `binding`'s import of a commerce platform's build side (`./<platform>/build`) to `standIn`. */
export const buildSideOf =
  (binding: string, standIn: string) =>
  (module: ModuleRequest): void => {
    if (module.contextInfo.issuer === binding && /^\.\/[^/]+\/build$/.test(module.request))
      module.request = standIn;
  };
