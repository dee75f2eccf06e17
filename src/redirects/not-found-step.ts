/**
 * Inline step of the 404 page: static hosts only know `/redirects/<slug>/` as written, so a link typed
 * in other letter case or without its final slash lands on the 404 page, which sends it on to the
 * canonical spelling. An unknown slug is already canonical and stays on the 404 page: no loop.
 */
export const NOT_FOUND_STEP = `(function(l){var p=l.pathname,n=p.toLowerCase();if(n.indexOf("/redirects/")!==0)return;if(n.charAt(n.length-1)!=="/")n+="/";if(n!==p)l.replace(n+l.search+l.hash)})(location)`;
