/** The main navigation: sections open a drawer of links. Labels are translation keys under `nav.`. */
interface NavLink {
  label: string;
  to: string;
}

export interface NavSection {
  label: string;
  links: NavLink[];
}

export const NAVIGATION: NavSection[] = [
  {
    label: "carriers",
    links: [
      { label: "babyCarriers", to: "/categories/baby-carriers/" },
      { label: "carrierAccessories", to: "/categories/carrier-accessories/" },
      { label: "babywearingGuide", to: "/guides/babywearing-guide/" },
    ],
  },
  {
    label: "bouncers",
    links: [
      { label: "allBouncers", to: "/categories/bouncers/" },
      { label: "bouncerAccessories", to: "/categories/bouncer-accessories/" },
      { label: "bouncerGuide", to: "/guides/bouncer-guide/" },
    ],
  },
  {
    label: "sleep",
    links: [
      { label: "cribs", to: "/categories/cribs/" },
      { label: "cradles", to: "/categories/cradles/" },
      { label: "travelCribs", to: "/categories/travel-cribs/" },
    ],
  },
  {
    label: "bathAndKitchen",
    links: [
      { label: "bathroom", to: "/categories/bathroom/" },
      { label: "kitchen", to: "/categories/kitchen/" },
    ],
  },
];
