/**
 * `npm run serve:site`: the built `public/` on http://localhost:$PORT (9000), answered as the CDN
 * answers it: Netlify's own rule engine and headers parser read `public/_redirects` and `public/_headers`,
 * so that each language's unknown paths get that language's 404 page, every response its security
 * headers, and campaign links reach their stub in any letter case (through the 404 page's first step).
 */
import path from "node:path";
import { serveWithHeaders } from "./hosting/netlify-host";

const port = Number(process.env.PORT ?? 9000);
void serveWithHeaders(path.resolve(__dirname, "..", "public"), port).then(() =>
  console.log(`The shop is served on http://localhost:${port}`),
);
