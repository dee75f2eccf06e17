interface EventTargetLike {
  tagName?: string;
  src?: string;
  href?: string;
  rel?: string;
}

/** Own scripts and stylesheets are what a newer deploy replaces; images and third-party files are not. */
export function isOwnAssetFailure(target: EventTargetLike | null, origin: string): boolean {
  const url = target?.tagName === "SCRIPT" ? target.src : target?.rel === "stylesheet" ? target.href : "";
  return !!url?.startsWith(`${origin}/`);
}
