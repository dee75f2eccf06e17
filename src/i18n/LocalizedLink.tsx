import React, { type ComponentProps } from "react";
import { Link } from "gatsby";
import { useI18next } from "./hooks";
import { localizedPath } from "./language-path";

type LocalizedLinkProps = Omit<ComponentProps<typeof Link>, "ref">;

/** No `hreflang`: it would only repeat the page's own language on every link. */
export function LocalizedLink({ to, ...props }: LocalizedLinkProps) {
  const { language, defaultLanguage } = useI18next();
  return <Link to={localizedPath(to, language, { defaultLanguage })} {...props} />;
}
