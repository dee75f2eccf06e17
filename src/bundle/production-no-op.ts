/** Replaces Gatsby's Partytown browser hooks in production: they only work in develop (see README.md). */
export {};
