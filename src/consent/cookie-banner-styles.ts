/** Where the build publishes the consent banner's stylesheet (its version in the name, for caching). */
export const COOKIE_BANNER_STYLES = "/vendor/cookieconsent-3.1.0.css";
