import { linkablePaths, linkProblem } from "./site-paths";

describe("linkProblem", () => {
  const paths = linkablePaths([
    { slug: "speed-to-lead", category: "Lead Management", tags: ["Speed to lead"] },
    { slug: "pipeline-stages", category: "Sales Process", tags: ["Pipeline stages"] },
  ]);

  it("accepts the site's pages, posts in both layouts, their categories and tags, with a query or an anchor", () => {
    for (const href of [
      "/",
      "/pricing",
      "/faq#plans-and-billing",
      "/signup?plan=starter",
      "/blog-details-right-sidebar/speed-to-lead",
      "/blog-details-left-sidebar/pipeline-stages/",
      "/blog/category/sales-process",
      "/blog/tag/speed-to-lead",
      "/blog-three-column",
      "/blog-right-sidebar",
    ]) {
      expect([href, linkProblem(href, paths)]).toEqual([href, null]);
    }
  });

  it("leaves other sites, mail, phone and in-page anchors alone", () => {
    for (const href of [
      "https://example.com/anything",
      "http://example.com",
      "mailto:hello@leadflow.example",
      "tel:+15550100",
      "#top",
    ]) {
      expect(linkProblem(href, paths)).toBeNull();
    }
  });

  it("names a page the site does not have", () => {
    for (const href of [
      "/pricng",
      "/blog-details-right-sidebar/no-such-post",
      "/blog/category/nothing",
      "/blog-two-column/page/9",
    ]) {
      expect(linkProblem(href, paths)).toContain("links to a page that does not exist");
    }
  });

  it("refuses links that are not a path from the root", () => {
    for (const href of ["pricing", "../faq", "//evil.example/x", "javascript:alert(1)"]) {
      expect(linkProblem(href, paths)).toContain("is not a link this site can follow");
    }
  });
});
