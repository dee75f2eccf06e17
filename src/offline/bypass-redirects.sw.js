/* Campaign links (/redirects/…) are answered by the CDN's country rules and the static redirect
   stubs, never by the offline app shell: stop the worker's other handlers and let the browser
   fetch them from the network. */
self.addEventListener("fetch", function (event) {
  if (event.request.mode !== "navigate") return;
  var path = new URL(event.request.url).pathname.toLowerCase();
  if (path === "/redirects" || path.indexOf("/redirects/") === 0) event.stopImmediatePropagation();
});
