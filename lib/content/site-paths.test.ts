import { existsSync } from "node:fs";
import { join } from "node:path";
import { linkablePaths, linkProblem, SLUG_ROUTES, UNLISTED_PATHS } from "./site-paths";

/** The folder of a route's page under app/(site), or under app/(site)/[region] for the regional pages. */
const routeFolder = (path: string) =>
  [join("app/(site)", path), join("app/(site)/[region]", path)].find((folder) =>
    existsSync(join(process.cwd(), folder)),
  );

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
      "/thank-you",
      "/theme-two",
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

  it("without the posts, accepts the fixed pages and a plain slug below a slug route", () => {
    for (const href of ["/", "/pricing", "/signup?plan=1&billing_cycle=Monthly", "/terms#section-2", "/theme-two"])
      expect([href, linkProblem(href)]).toEqual([href, null]);
    for (const href of ["/blog/tag/speed-to-lead", "/blog-details-left-sidebar/any-post", "/newsletter/subscribed"])
      expect([href, linkProblem(href)]).toEqual([href, null]);
    expect(linkProblem("/blog/tag/Not A Slug")).toContain("links to a page that does not exist");
  });

  it("leaves other sites over https, mail, phone and in-page sections alone", () => {
    for (const href of [
      "https://example.com/anything",
      "https://apps.apple.com/app/leadflow/id123",
      "mailto:hello@leadflow.example",
      "tel:+91 80 4000 1234",
      "#top",
      "#request-form",
    ]) {
      expect([href, linkProblem(href, paths)]).toEqual([href, null]);
      expect([href, linkProblem(href)]).toEqual([href, null]);
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
    expect(linkProblem("/pricing-plans")).toBe(
      '"/pricing-plans" links to a page that does not exist on this site (e.g. /blog-details-right-sidebar/<post slug>, /pricing)',
    );
  });

  it("refuses links that are not a path from the root, plain http and other schemes", () => {
    for (const href of [
      "pricing",
      "../faq",
      "//evil.example/x",
      "javascript:alert(1)",
      "http://leadflow.example",
      "www.leadflow.example",
      "#",
      "",
    ]) {
      expect([href, linkProblem(href, paths)]).toEqual([
        href,
        expect.stringContaining("is not a link this site can follow"),
      ]);
      expect([href, linkProblem(href)]).toEqual([href, expect.stringContaining("is not a link this site can follow")]);
    }
  });

  it("knows only pages that exist: every unlisted page and slug route has its folder in app/", () => {
    for (const path of [...UNLISTED_PATHS, ...SLUG_ROUTES])
      expect([path, routeFolder(path)]).toEqual([path, expect.any(String)]);
  });
});
