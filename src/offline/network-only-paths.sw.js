/* Two parts of the site never go through the offline worker's caches and app shell:
   - campaign links (/redirects/…), answered by the CDN's country rules and the static redirect stubs:
     their navigations go to the network;
   - the content studio (/admin/), which must always be the deployed one: its page and every file
     under it go to the network.
   Stopping the worker's other handlers lets the browser fetch them as if there were no worker. */
self.addEventListener("fetch", function (event) {
  var path = new URL(event.request.url).pathname.toLowerCase();
  var studio = path === "/admin" || path.indexOf("/admin/") === 0;
  var campaignLink = path === "/redirects" || path.indexOf("/redirects/") === 0;
  if (studio || (campaignLink && event.request.mode === "navigate")) event.stopImmediatePropagation();
});
