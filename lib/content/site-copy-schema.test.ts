import { existsSync } from "node:fs";
import { join } from "node:path";
import { hrefProblem, SLUG_ROUTES, UNLISTED_PATHS } from "./site-copy-schema";

/** The folder of a route's page under app/(site), or under app/(site)/[region] for the regional pages. */
const routeFolder = (path: string) =>
  [join("app/(site)", path), join("app/(site)/[region]", path)].find((folder) =>
    existsSync(join(process.cwd(), folder)),
  );

describe("links in the site copy", () => {
  it("accept pages of this site, in-page sections, https, mailto and tel", () => {
    for (const href of [
      "/",
      "/pricing",
      "/signup?plan=1&billing_cycle=Monthly",
      "/terms#section-2",
      "#pricing",
      "#request-form",
      "/theme-two",
      "/blog/tag/speed-to-lead",
      "https://apps.apple.com/app/leadflow/id123",
      "mailto:legal@leadflow.example",
      "tel:+91 80 4000 1234",
    ]) {
      expect([href, hrefProblem(href)]).toEqual([href, null]);
    }
  });

  it("refuse pages that do not exist, other schemes and plain words", () => {
    expect(hrefProblem("/pricing-plans")).toBe(
      '"/pricing-plans" links to /pricing-plans, which is not a page of this site',
    );
    expect(hrefProblem("/blog/tag/Not A Slug")).toMatch(/not a page of this site/);
    for (const href of ["javascript:alert(1)", "http://leadflow.example", "pricing", "www.leadflow.example", "#", ""]) {
      expect([href, hrefProblem(href)]).toEqual([href, expect.stringMatching(/is not a link/)]);
    }
  });

  it("know only pages that exist: every unlisted page and slug route has its folder in app/", () => {
    for (const path of [...UNLISTED_PATHS, ...SLUG_ROUTES])
      expect([path, routeFolder(path)]).toEqual([path, expect.any(String)]);
  });
});
