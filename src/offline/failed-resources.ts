/** What an `error` event's target may be: a script, a stylesheet link, or anything else. */
interface EventTargetLike {
  tagName?: string;
  src?: string;
  href?: string;
  rel?: string;
}

/**
 * Whether an `error` event reports one of the site's own scripts or stylesheets failing to load (a
 * webpack chunk among them): what a newer deploy replaces, so that once its service worker takes the
 * page over, the page reloads. Images and third-party files are not the build's to mend.
 */
export function isOwnAssetFailure(target: EventTargetLike | null, origin: string): boolean {
  const url = target?.tagName === "SCRIPT" ? target.src : target?.rel === "stylesheet" ? target.href : "";
  return !!url?.startsWith(`${origin}/`);
}
