import type { BrowserContext } from "@playwright/test";

/** What the stand-in container received: one entry per `dataLayer` item, with the page it was pushed on. */
export interface TagManagerPush {
  entry: Record<string, unknown>;
  path: string;
  title: string;
}

const HOST = "https://www.googletagmanager.com";
const COLLECT = `${HOST}/e2e-collect`;

/**
 * The container's stand-in, in place of Google's gtm.js: like the real one it takes over
 * `dataLayer.push` and reads what was pushed before it loaded, and it sends each item, with the
 * page's path and title at that moment, to a collect address the test answers.
 */
const STAND_IN = `(function () {
  var layer = (window.dataLayer = window.dataLayer || []);
  function send(entry) {
    var body = JSON.stringify({ entry: entry, path: location.pathname, title: document.title });
    fetch(${JSON.stringify(COLLECT)}, { method: "POST", mode: "no-cors", keepalive: true, body: body });
  }
  layer.forEach(send);
  var push = layer.push;
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) send(arguments[i]);
    return push.apply(layer, arguments);
  };
})();`;

const received = new WeakMap<BrowserContext, TagManagerPush[]>();

/** Answers the tag manager's host in `context` with the stand-in, so that no test reaches Google. */
export async function standInTagManager(context: BrowserContext): Promise<void> {
  const pushes: TagManagerPush[] = [];
  received.set(context, pushes);
  await context.route(`${HOST}/**`, async (route) => {
    const request = route.request();
    if (request.url() === COLLECT) {
      pushes.push(JSON.parse(request.postData() ?? "{}") as TagManagerPush);
      return route.fulfill({ status: 204 });
    }
    if (new URL(request.url()).pathname === "/gtm.js")
      return route.fulfill({ contentType: "text/javascript", body: STAND_IN });
    return route.fulfill({ status: 404 });
  });
}

/** Everything the stand-in container received in `context` so far. */
export const tagManagerPushes = (context: BrowserContext): readonly TagManagerPush[] =>
  received.get(context) ?? [];
