import React, { type ComponentProps } from "react";
import { Link } from "gatsby";
import { useI18next } from "./hooks";
import { localizedPath } from "./language-path";

type LocalizedLinkProps = Omit<ComponentProps<typeof Link>, "ref">;

/**
 * A link to a page of this site, in the current page's language. No `hreflang`: it would only repeat
 * the page's own language on every link (the language links and the head's alternates name theirs).
 */
export function LocalizedLink({ to, ...props }: LocalizedLinkProps) {
  const { language, defaultLanguage } = useI18next();
  return <Link to={localizedPath(to, language, { defaultLanguage })} {...props} />;
}
