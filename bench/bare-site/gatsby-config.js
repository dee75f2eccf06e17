module.exports = { trailingSlash: "always" };
