import * as layout from "./layout.module.css";

/**
 * Gatsby's route announcer (which tells screen readers the new page's title after a client-side
 * navigation), hidden by the site's own class instead of an inline style that every page repeats.
 */
export const RouteAnnouncerProps = {
  id: "gatsby-announcer",
  className: layout.visuallyHidden,
  "aria-live": "assertive",
  "aria-atomic": "true",
} as const;
