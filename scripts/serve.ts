/** `npm run serve:site`: `public/` on $PORT (9000), with Netlify's own redirect engine and headers parser. */
import path from "node:path";
import { serveWithHeaders } from "./hosting/netlify-host";

const port = Number(process.env.PORT ?? 9000);
void serveWithHeaders(path.resolve(__dirname, "..", "public"), port).then(() =>
  console.log(`The shop is served on http://localhost:${port}`),
);
