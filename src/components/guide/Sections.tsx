import React from "react";
import type { SectionView } from "../../catalogue/view-types";
import { LocalizedLink } from "../../i18n/LocalizedLink";

/** A page of the shop's own in the page's language (`/terms/`), or an address as written (`mailto:`, `tel:`). */
const SectionLink = ({ label, to }: SectionView["links"][number]) =>
  to.startsWith("/") ? <LocalizedLink to={to}>{label}</LocalizedLink> : <a href={to}>{label}</a>;

/** The sections of a written page (guide, service page): heading, paragraphs, then the links onward. */
export function Sections({ sections }: { sections: SectionView[] }) {
  return sections.map((section) => (
    <section key={section.heading}>
      <h2>{section.heading}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.links.length > 0 && (
        <ul>
          {section.links.map((link) => (
            <li key={link.to}>
              <SectionLink {...link} />
            </li>
          ))}
        </ul>
      )}
    </section>
  ));
}
