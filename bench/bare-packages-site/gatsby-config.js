const path = require("node:path");

// The storefront's plugins with the same options, over its locale files, and no content of its own.
module.exports = {
  siteMetadata: { siteUrl: "https://www.babyshop.example" },
  trailingSlash: "always",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: path.join(__dirname, "..", "..", "locales") },
    },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: ["nl-NL", "en-US"],
        defaultLanguage: "nl-NL",
        siteUrl: "https://www.babyshop.example",
        redirect: false,
      },
    },
    "gatsby-plugin-sitemap",
    "gatsby-plugin-offline",
    { resolve: "@sentry/gatsby", options: { enableClientWebpackPlugin: false } },
  ],
};
