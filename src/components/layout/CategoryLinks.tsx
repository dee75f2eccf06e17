import React from "react";
import { LocalizedLink } from "../../i18n/LocalizedLink";
import { useMainMenu } from "./use-main-menu";

/** The main menu's links to categories: the ways on that the 404 and search pages offer. */
export function CategoryLinks({ className }: { className?: string }) {
  const links = useMainMenu()
    .flatMap((section) => section.links)
    .filter((link) => link.to.startsWith("/categories/"));
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.to}>
          <LocalizedLink to={link.to}>{link.label}</LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
