/**
 * Inline step of the 404 page, before any script: Gatsby's router spells an address
 * `encodeURI(decodeURI(path))` while its loader decodes it as written, so a path with an escaped
 * `/`, `?`, `#`, `;` or `=` (`/a%2Fb/`) names two different pages and React renders nothing, and a
 * malformed escape (`/%zz/`) throws while the router loads. Such a path is never a page of the shop:
 * the step escapes its `%` signs in place, without a navigation, a spelling both read alike (and with
 * one leading slash, which keeps `//host/` from reading as another origin).
 */
export const ROUTER_SAFE_PATH_STEP = `(function(l,h){var p=l.pathname,d=decodeURIComponent;try{if(d(encodeURI(decodeURI(p)))===d(p))return}catch(e){}h.replaceState(h.state,"","/"+p.replace(/^\\/+/,"").replace(/%/g,"%25")+l.search+l.hash)})(location,history)`;
