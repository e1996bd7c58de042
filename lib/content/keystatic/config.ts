import { config } from "@keystatic/core";
import { blogPosts } from "./blog";
import { blogPage } from "./blog-page";
import { faqPage } from "./faq";
import { interfaceWords } from "./interface-words";
import { mailNavigation, mailSingletons } from "./emails";
import { planCopy } from "./plan-copy";
import { redirects } from "./redirects";
import { siteCopy, siteCopyNavigation } from "./site-copy";
import { KEYSTATIC_GITHUB_REPO } from "../../platform/public-env";

// What staff edit at /keystatic, and where each part is kept in the repository. The admin UI runs in the browser,
// so this file is in its bundle: nothing secret here. The storage is GitHub (each save a commit on a branch) when
// the server is configured for it (lib/platform/env, KEYSTATIC_*), else the files on this disk (next dev).

const blogAndFaq = { posts: blogPosts };

// The plans' words sit beside the pricing section's heading: staff look for them where the prices are.
const homePage = siteCopyNavigation["Home page"].flatMap((name) =>
  name === "pricingCopy" ? [name, "planCopy" as const] : [name],
);

export default config({
  storage: KEYSTATIC_GITHUB_REPO
    ? { kind: "github", repo: KEYSTATIC_GITHUB_REPO as `${string}/${string}` }
    : { kind: "local" },
  ui: {
    brand: { name: "LeadFlow content" },
    // Grouped as staff look for things, not one flat list of every entry.
    navigation: {
      Blog: ["posts", "blogPage", "redirects"],
      Questions: ["faq", "faqWords"],
      ...siteCopyNavigation,
      "Home page": homePage,
      ...mailNavigation,
      "Interface words": ["interfaceWords"],
    },
  },
  collections: { ...blogAndFaq, ...siteCopy.collections },
  singletons: {
    faq: faqPage,
    blogPage,
    redirects,
    planCopy,
    interfaceWords,
    ...siteCopy.singletons,
    ...mailSingletons,
  },
});
