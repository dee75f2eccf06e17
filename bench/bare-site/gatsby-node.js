const { readFileSync } = require("node:fs");

// Gatsby's own browser redirects, compiled into the app bundle (what the storefront avoids).
exports.createPages = ({ actions }) => {
  if (!process.env.REDIRECT_RULES) return;
  for (const rule of JSON.parse(readFileSync(process.env.REDIRECT_RULES, "utf8"))) {
    actions.createRedirect({ ...rule, redirectInBrowser: true });
  }
};
