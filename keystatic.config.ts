// TEMP: the site copy alone, to test the reader on this branch. The real config (cms-blog) spreads siteCopy in.
import { config } from "@keystatic/core";
import { siteCopy, siteCopyNavigation } from "./content/keystatic/site-copy";

export default config({
  storage: { kind: "local" },
  collections: { ...siteCopy.collections },
  singletons: { ...siteCopy.singletons },
  ui: { navigation: siteCopyNavigation },
});
