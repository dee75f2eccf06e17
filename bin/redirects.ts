/** `npm run redirects -- <command>`: the campaign links' command line (bin/redirects-cli.ts). */
import { redirectsCli } from "./redirects-cli";

// exitCode, not exit(): large output to a slow pipe must be written out in full first.
void redirectsCli(process.argv.slice(2), {
  cwd: process.cwd(),
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
}).then((code) => {
  process.exitCode = code;
});
