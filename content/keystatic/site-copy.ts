// The rest of the site's copy (landing sections, legal pages, team, testimonials...): the "cms-copy" branch fills this;
// keystatic.config.ts spreads both lists in.
export const siteCopy = { collections: {}, singletons: {} };
