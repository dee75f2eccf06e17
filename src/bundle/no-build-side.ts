/** Stand-in for a commerce platform's build side, which reads files; pages take the catalogue from page data. */
export const catalogue = undefined;
