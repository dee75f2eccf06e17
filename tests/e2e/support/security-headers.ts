import { expect, type APIResponse, type Page } from "@playwright/test";

/**
 * Asks for `path` without following a redirect: it answers with `status` and the headers every answer
 * of the site carries (strict transport, no type sniffing, no framing). Gives the response.
 */
export async function expectBaseSecurityHeaders(
  page: Page,
  path: string,
  status: number,
): Promise<APIResponse> {
  const response = await page.request.get(path, { maxRedirects: 0 });
  expect(response.status()).toBe(status);
  const headers = response.headers();
  expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["x-frame-options"]).toBe("DENY");
  return response;
}
