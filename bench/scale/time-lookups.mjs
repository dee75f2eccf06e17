// Times the campaign links' edge function in Deno, as Netlify runs it: `deno run --allow-read
// time-lookups.mjs <module> <visits.json>`. Each visit is one request through the function's handler;
// prints the microseconds of each, sorted, as JSON.
const [modulePath, visitsPath] = Deno.args;
const { default: handler } = await import(new URL(`file://${modulePath}`).href);
const visits = JSON.parse(await Deno.readTextFile(visitsPath));
const next = () => Promise.resolve(new Response(null, { status: 404 }));
const run = async ({ path, country }) =>
  await handler(new Request(`https://www.babyshop.example${path}`), {
    geo: { country: { code: country } },
    next,
  });
// Warm the engine first, as a function that has served a few requests is.
for (const visit of visits.slice(0, 500)) await run(visit);
const micros = [];
for (const visit of visits) {
  const start = performance.now();
  await run(visit);
  micros.push((performance.now() - start) * 1000);
}
console.log(JSON.stringify(micros.sort((a, b) => a - b)));
