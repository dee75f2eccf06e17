/** `npm run build:bare`: the bare Gatsby site the byte budgets weigh against, built as they build it. */
import { BARE_SITE, gatsbyBuild } from "./gatsby-build";

gatsbyBuild(BARE_SITE);
