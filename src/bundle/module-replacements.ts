interface ModuleRequest {
  request: string;
  contextInfo: { issuer?: string };
}

export const toReactI18nextParts =
  (parts: string) =>
  (module: ModuleRequest): void => {
    if (module.contextInfo.issuer !== parts) module.request = parts;
  };

export const importsOf =
  (packageName: string, standIn: string) =>
  (module: ModuleRequest): void => {
    const issuer = module.contextInfo.issuer?.split("\\").join("/") ?? "";
    if (issuer.includes(`/node_modules/${packageName}/`)) module.request = standIn;
  };

export const buildSideOf =
  (binding: string, standIn: string) =>
  (module: ModuleRequest): void => {
    if (module.contextInfo.issuer === binding && /^\.\/[^/]+\/build$/.test(module.request))
      module.request = standIn;
  };
