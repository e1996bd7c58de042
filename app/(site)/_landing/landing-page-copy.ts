import { interfaceWords } from "@/lib/content/interface-words";
import { siteCopy } from "@/lib/content/site-copy";

/** What an inner page of landing sections (features, reviews) reads: the sections, its closing call, its heading. */
export const landingPageCopy = () =>
  Promise.all([siteCopy.landing(), siteCopy.read("cta"), siteCopy.read("pageHeadings"), interfaceWords()]);
