// Runs a built edge function in Deno, as Netlify does, on cases written by its tests (unit, and the
// Klevu build's): `deno run --allow-read check-edge-function.mjs <module> <cases>`.
// Prints what it found as JSON; exits 1 when any answer differs from the expected one.
const [modulePath, casesPath] = Deno.args;
const { default: handler, config } = await import(new URL(`file://${modulePath}`).href);
const cases = JSON.parse(await Deno.readTextFile(casesPath));
const wrong = [];
for (const { path, country, expected } of cases) {
  const context = {
    geo: country === null ? {} : { country: { code: country } },
    next: () => Promise.resolve(new Response(null, { status: 404 })),
  };
  const response = await handler(new Request(`https://www.babyshop.example${path}`), context);
  const answer = response.status === 301 ? response.headers.get("location") : `next ${response.status}`;
  if (answer !== expected) wrong.push({ path, country, expected, answer });
}
console.log(
  JSON.stringify({
    runtime: `Deno ${Deno.version.deno}`,
    config,
    checked: cases.length,
    wrong: wrong.slice(0, 10),
  }),
);
Deno.exit(wrong.length === 0 ? 0 : 1);
