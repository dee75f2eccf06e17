export interface RedirectRule {
  fromPath: string;
  toPath: string;
  isPermanent: true;
  ignoreCase: true;
  /** Carried out by the slug's static stub (and at the CDN by host rules). */
  redirectInBrowser: true;
  conditions?: { country: string };
}

export const REDIRECT_PREFIX = "/redirects/";

export const fromPathOf = (slug: string): string => `${REDIRECT_PREFIX}${slug}/`;

export const slugOf = (fromPath: string): string => fromPath.slice(REDIRECT_PREFIX.length).replace(/\/$/, "");
