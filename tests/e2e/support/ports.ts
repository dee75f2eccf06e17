import os from "node:os";
import path from "node:path";

/** Ports of the end-to-end run: the served site, the local search service, the error-reporting receiver and
 * the site served with its headers. */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 9100);
export const REPORTING_PORT = Number(process.env.E2E_REPORTING_PORT ?? 9911);
export const SITE_URL = `http://localhost:${SITE_PORT}`;
export const SEARCH_PORT = Number(process.env.E2E_SEARCH_PORT ?? 9310);
export const SEARCH_URL = `http://localhost:${SEARCH_PORT}`;
/** The built site served with its `_headers`, as Netlify does: this port and the next, one per worker. */
export const HEADERS_PORT = Number(process.env.E2E_HEADERS_PORT ?? 9120);
/** `npm run develop` of the development-server tests, and its search service. */
export const DEVELOP_PORT = Number(process.env.E2E_DEVELOP_PORT ?? 9140);
export const DEVELOP_SEARCH_PORT = Number(process.env.E2E_DEVELOP_SEARCH_PORT ?? 9340);
/** The site built for Klevu, served with its headers, Klevu's hosts routed to the local service. */
export const KLEVU_SITE_PORT = Number(process.env.E2E_KLEVU_PORT ?? 9150);
export const KLEVU_SITE_URL = `http://localhost:${KLEVU_SITE_PORT}`;
/** Where that build is made: its campaign links are answered at the edge, by the function it writes there. */
export const KLEVU_SITE_PROJECT = path.join(os.tmpdir(), `klevu-site-${KLEVU_SITE_PORT}`);
/** `npm run serve` of its own test on this port, and the search service it starts on the next: two a worker. */
export const SERVE_PORT = HEADERS_PORT + 5;
/** The content studio's local backend beside the development-server tests' `npm run develop`. */
export const DEVELOP_STUDIO_BACKEND_PORT = Number(process.env.E2E_DEVELOP_STUDIO_BACKEND_PORT ?? 9145);
/** The commerce engine of the end-to-end run: a fresh seed, kept in memory. */
export const COMMERCE_PORT = Number(process.env.E2E_COMMERCE_PORT ?? 3110);
export const COMMERCE_URL = `http://localhost:${COMMERCE_PORT}`;
