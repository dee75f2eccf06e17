/** The settings of the shop this bundle was built for; read only through src/runtime-settings. */
declare const __RUNTIME_SETTINGS__: import("../runtime-settings/runtime-settings").RuntimeSettings;

/** The year the site was built in, as its pages were rendered (see src/build/gatsby-webpack.ts). */
declare const __BUILD_YEAR__: number;
