import { chromium } from "playwright";
const base = "http://localhost:9100";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-gpu"] });
const jobs = [
  ["reviews", "/products/baby-bath/", async (p) => { await p.getByRole("button", { name: "Alleen noodzakelijk" }).click(); await p.locator("#reviews").scrollIntoViewIfNeeded(); await p.waitForTimeout(1500); await p.locator("#reviews").scrollIntoViewIfNeeded(); }],
  ["withdrawal", "/en-US/withdrawal-form/", async (p) => { await p.getByRole("button", { name: "Necessary only" }).click(); }],
  ["ownshop", "/en-US/products/bouncer-bliss/", async (p) => { await p.getByRole("button", { name: "Necessary only" }).click(); await p.getByRole("region", { name: "Your own shop" }).waitFor(); }, { timezoneId: "Europe/Berlin" }],
  ["returns", "/returns-and-warranty/", async (p) => { await p.getByRole("button", { name: "Alleen noodzakelijk" }).click(); }],
];
for (const width of [360, 390, 1280]) {
  for (const [name, path, act, opts = {}] of jobs) {
    const ctx = await b.newContext({ viewport: { width, height: 800 }, locale: "nl-NL", ...opts });
    const p = await ctx.newPage();
    await p.goto(base + path, { waitUntil: "networkidle" });
    try { await act(p); } catch (e) { console.log(name, width, String(e).slice(0, 200)); }
    await p.waitForTimeout(600);
    await p.screenshot({ path: `/tmp/shots/${name}-${width}.png` });
    await ctx.close();
  }
}
await b.close();
