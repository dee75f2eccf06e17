/** Ports of the end-to-end run: the served site and the local error-reporting receiver. */
export const SITE_PORT = Number(process.env.E2E_PORT ?? 9100);
export const REPORTING_PORT = Number(process.env.E2E_REPORTING_PORT ?? 9911);
export const SITE_URL = `http://localhost:${SITE_PORT}`;
