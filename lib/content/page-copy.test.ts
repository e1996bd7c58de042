import { readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { HOME_SECTIONS } from "@/lib/content/keystatic/site-copy";
import { ContentError } from "../platform/text/content-errors";
import { withStaffEdits } from "./page-seo";
import { siteCopy, siteCopyReader } from "./site-copy";

// The copy staff gained in Keystatic beyond the landing sections: About, Careers, the newsletter outcomes, the header
// menu, the section labels and page headings, the home page's sections and every page's search and social fields.

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function withFile(file: string, text: string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "page-copy-"));
  roots.push(root);
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), text);
  return root;
}

/** content/seo.yaml's defaults for the whole site, before a test's own pages. */
const SITE_DEFAULTS = readFileSync("content/seo.yaml", "utf8").split(/^pages:/m)[0];

const problems = (error: unknown) =>
  error instanceof ContentError ? error.issues.map(({ field, message }) => `${field}: ${message}`) : [String(error)];

describe("the pages' copy in the repository", () => {
  it("holds today's texts", async () => {
    expect((await siteCopy.read("about")).title).toBe("About LeadFlow");
    expect((await siteCopy.read("about")).product.eyebrow).toBe("The platform");
    expect((await siteCopy.read("careers")).roles.items.map((role) => role.title)).toContain("Mobile Engineer");
    expect((await siteCopy.read("newsletterOutcomes")).linkExpired.links).toEqual([
      { name: "Subscribe to the newsletter", link: "/subscribe-page" },
      { name: "Join the launch list", link: "/coming-soon" },
    ]);
    expect((await siteCopy.read("menus")).header.map((link) => link.name)).toEqual([
      "Home",
      "Features",
      "Pricing",
      "Contact",
    ]);
    expect((await siteCopy.read("sectionLabels")).reviews).toBe("Customer reviews");
    expect((await siteCopy.read("pageHeadings")).contact.title).toBe("Contact Us");
    expect((await siteCopy.read("seo")).pages).toEqual([]);
    expect((await siteCopy.read("thankYou")).button).toEqual({ name: "Go to Homepage", link: "/" });
  });

  it("shows every home section, in the product's order, by default", async () => {
    const { sections } = await siteCopy.read("home");
    expect(sections).toEqual(HOME_SECTIONS.map((section) => ({ section, show: true })));
  });
});

describe("refused edits", () => {
  it("a home section listed twice, or one the page does not have", async () => {
    const twice = await withFile(
      "content/landing/home.yaml",
      "sections:\n  - section: hero\n    show: true\n  - section: hero\n    show: false\n",
    );
    expect(
      problems(
        await siteCopyReader(twice)
          .read("home")
          .catch((thrown: unknown) => thrown),
      ),
    ).toEqual(['sections #2: the section "hero" is listed twice']);
    const unknown = await withFile("content/landing/home.yaml", "sections:\n  - section: blog\n    show: true\n");
    expect(
      problems(
        await siteCopyReader(unknown)
          .read("home")
          .catch((thrown: unknown) => thrown),
      ),
    ).toEqual([expect.stringMatching(/^sections #1 › section: /)]);
  });

  it("a header link to a section the home page does not have", async () => {
    const root = await withFile("content/menus.yaml", "header:\n  - name: Blog\n    section: blog\n");
    const error = await siteCopyReader(root)
      .read("menus")
      .catch((thrown: unknown) => thrown);
    expect(problems(error)).toEqual([expect.stringMatching(/^header #1 › section: /)]);
  });

  it("search fields for a page that does not exist, or for one page twice", async () => {
    const root = await withFile(
      "content/seo.yaml",
      `${SITE_DEFAULTS}pages:\n  - path: /pricing\n    title: Plans\n  - path: /pricing\n  - path: /prices\n`,
    );
    const error = await siteCopyReader(root)
      .read("seo")
      .catch((thrown: unknown) => thrown);
    expect(problems(error)).toEqual([
      expect.stringMatching(/^pages #3 › path: "\/prices" links to a page that does not exist/),
      'pages #2: the page "/pricing" is listed twice',
    ]);
  });

  it("a careers address that is not one", async () => {
    const { readFile } = await import("node:fs/promises");
    const text = (await readFile("content/careers.yaml", "utf8")).replace(
      "email: careers@leadflow.example",
      "email: careers",
    );
    const error = await siteCopyReader(await withFile("content/careers.yaml", text))
      .read("careers")
      .catch((thrown: unknown) => thrown);
    expect(problems(error)).toEqual(["email: is not an e-mail address"]);
  });
});

describe("a page's search and social fields", () => {
  const own = { title: "Pricing", description: "Plans for every team.", path: "/pricing" };

  it("are the page's own when staff set none for it", () => {
    expect(withStaffEdits(own, [{ path: "/faq", title: "FAQ", description: undefined, noindex: true }])).toEqual(own);
  });

  it("take staff's title, description, image and noindex, keeping the page's own where a field is empty", async () => {
    const root = await withFile(
      "content/seo.yaml",
      [
        `${SITE_DEFAULTS}pages:`,
        "  - path: /pricing",
        "    title: 'LeadFlow plans and prices '",
        "    description: ''",
        "    image: /images/social/pricing.png",
        "    noindex: true",
      ].join("\n"),
    );
    const { pages } = await siteCopyReader(root).read("seo");
    expect(withStaffEdits(own, pages)).toEqual({
      ...own,
      title: "LeadFlow plans and prices",
      image: "/images/social/pricing.png",
      noindex: true,
    });
  });

  it("never let staff put back in search results a page the code keeps out", () => {
    expect(
      withStaffEdits({ ...own, noindex: true }, [
        { path: "/pricing", title: undefined, description: undefined, noindex: false },
      ]).noindex,
    ).toBe(true);
  });
});
