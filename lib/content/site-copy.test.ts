import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { ContentError, WHOLE_FILE } from "../platform/text/content-errors";
import { siteCopy, siteCopyReader } from "./site-copy";
import type { SiteCopyName } from "./site-copy-schema";

// Each broken edit is a fixture folder holding one copy of a real content file, changed the way a person might
// change it by hand; the reader must refuse it with a message that names the file and the field.

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

/** A fixture folder with `file` (a path under the repository) as `edit` leaves it. */
async function fixture(file: string, edit: (text: string) => string): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), "site-copy-"));
  roots.push(root);
  const original = await readFile(join(process.cwd(), file), "utf8");
  const edited = edit(original);
  expect(edited).not.toBe(original); // the edit found what it changes
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), edited);
  return root;
}

/** What the reader refuses in `name` under `root`: its message, and each problem's file and "field: what is wrong". */
async function refusal(
  root: string,
  name: SiteCopyName,
): Promise<{ message: string; files: string[]; problems: string[] }> {
  const error = await siteCopyReader(root)
    .read(name)
    .then(
      () => null,
      (thrown: unknown) => thrown,
    );
  expect(error).toBeInstanceOf(ContentError);
  const { message, issues } = error as ContentError;
  if (process.env.SHOW_REFUSALS) console.log(message);
  return {
    message,
    files: issues.map((issue) => issue.file),
    problems: issues.map(({ field, message }) => (field === WHOLE_FILE ? message : `${field}: ${message}`)),
  };
}

describe("the site copy reader", () => {
  it("reads every file in the repository", async () => {
    const landing = await siteCopy.landing();
    expect(landing.hero.title).toBe("Turn every lead into a closed deal");
    expect(landing.team.teamData.map((member) => member.name)).toEqual([
      "Aarav Mehta",
      "Sofia Alvarez",
      "Daniel Okafor",
      "Mei-Lin Chen",
    ]);
    expect(landing.stores.map((store) => store.platform)).toEqual(["ios", "android"]);
    expect(await siteCopy.read("comingSoon")).toMatchObject({ launchAt: "2027-03-01T09:00:00+05:30" });
    expect((await siteCopy.read("cta")).primary.link).toBe("/signup?plan=1&billing_cycle=Monthly");
    // the product's content service shape: contactInfo and map.location, with the Global number as contactInfo.phone.
    expect(landing.contact).toMatchObject({
      contactInfo: {
        email: "hello@leadflow.example",
        phone: "+1 (415) 555-0142",
        other: expect.stringMatching(/^201 Spear Street/),
      },
      phones: { global: "+1 (415) 555-0142", india: "+91 80 4718 2290" },
      map: {
        query: "201 Spear Street, San Francisco, CA 94105",
        location: { lat: 37.79136, lon: -122.39216, zoom: 17 },
      },
    });
    const footer = await siteCopy.read("footer");
    expect(footer.logo).toEqual({ src: "/images/logo.svg", alt: "LeadFlow", width: 160, height: 40 });
    expect(Object.values(footer.footerLinks).map((links) => links.length)).toEqual([4, 4, 5]);
  });

  it("gives decorative images empty alt text and keeps a review without a photo without one", async () => {
    const { reviews } = await siteCopy.read("reviews");
    expect(reviews[0].image).toEqual({ src: "/images/people/lucas-moreau.svg", alt: "", width: 96, height: 96 });
    expect(reviews[3]).not.toHaveProperty("image");
    expect((await siteCopy.read("testimonials")).testimonials[0].image.alt).toBe("");
  });

  it("refuses a missing text, naming the file and the field", async () => {
    const root = await fixture("content/landing/hero.yaml", (text) => text.replace(/^title: .*\n/m, ""));
    const error = await refusal(root, "hero");
    expect(error.message).toMatch(/^The site's content has 1 problem .*:\n  content\/landing\/hero\.yaml, title: /);
    expect(error.problems).toEqual([expect.stringMatching(/^title: /)]);
  });

  it("refuses a text left empty inside a list, counting the items from 1", async () => {
    const root = await fixture("content/landing/work.yaml", (text) =>
      text.replace("title: Review and assign", "title: ''"),
    );
    expect((await refusal(root, "work")).problems).toEqual([expect.stringMatching(/^workData #2 › title: /)]);
  });

  it("refuses an image without alt text", async () => {
    const root = await fixture("content/landing/team.yaml", (text) =>
      text.replace("alt: Portrait of Sofia Alvarez", "alt: ''"),
    );
    expect((await refusal(root, "team")).problems).toEqual([expect.stringMatching(/^teamData #2 › image › alt: /)]);
  });

  it("refuses an image whose alt text was deleted", async () => {
    const root = await fixture("content/landing/team.yaml", (text) =>
      text.replace(/^ *alt: Portrait of Mei-Lin Chen\n/m, ""),
    );
    expect((await refusal(root, "team")).problems).toEqual([expect.stringMatching(/^teamData #4 › image › alt: /)]);
  });

  it("refuses an image that is not a file under public/images", async () => {
    const root = await fixture("content/landing/discover.yaml", (text) =>
      text.replace("src: /images/landing/discover.svg", "src: https://example.com/discover.svg"),
    );
    expect((await refusal(root, "discover")).problems).toEqual([
      "image › src: must be an image file under public/images/",
    ]);
  });

  it("refuses a 'Last updated' date that is not a date, even one YAML would quietly turn into another day", async () => {
    const unquoted = await fixture("content/legal/terms.yaml", (text) =>
      text.replace("updated: 2026-11-02", "updated: 2026-11-31"),
    );
    expect((await refusal(unquoted, "terms")).problems).toEqual([
      "updated (line 8): 2026-11-31 is not a date (write YYYY-MM-DD, e.g. 2026-11-02)",
    ]);
    const quoted = await fixture("content/legal/terms.yaml", (text) =>
      text.replace("updated: 2026-11-02", "updated: '2026-02-30'"),
    );
    expect((await refusal(quoted, "terms")).problems).toEqual([
      "updated: is not a date: write YYYY-MM-DD, e.g. 2026-11-02",
    ]);
    const words = await fixture("content/legal/terms.yaml", (text) =>
      text.replace("updated: 2026-11-02", "updated: 2 November 2026"),
    );
    expect((await refusal(words, "terms")).problems).toEqual([expect.stringMatching(/^updated: /)]);
  });

  it("refuses a launch moment that is not a date and time", async () => {
    const root = await fixture("content/coming-soon.yaml", (text) =>
      text.replace("'2027-03-01T09:00:00+05:30'", "March 2027"),
    );
    expect((await refusal(root, "comingSoon")).problems).toEqual([
      expect.stringMatching(/^launchAt: is not a date and time/),
    ]);
  });

  it("refuses a link to a page that does not exist", async () => {
    const root = await fixture("content/landing/cta.yaml", (text) =>
      text.replace("link: /contact-page", "link: /contact-us"),
    );
    expect((await refusal(root, "cta")).problems).toEqual([
      'secondary › link: "/contact-us" links to a page that does not exist on this site (e.g. /blog-details-right-sidebar/<post slug>, /pricing)',
    ]);
  });

  it("refuses a link inside legal text to a page that does not exist, or one that is not a path", async () => {
    const missing = await fixture("content/legal/privacy.yaml", (text) =>
      text.replace("page](/contact-page)", "page](/kontakt)"),
    );
    expect((await refusal(missing, "privacy")).problems).toEqual([
      expect.stringMatching(/^sections #\d+ › body #\d+: "\/kontakt" links to a page that does not exist on this site/),
    ]);
    const relative = await fixture("content/legal/privacy.yaml", (text) =>
      text.replace("page](/contact-page)", "page](contact-page)"),
    );
    expect((await refusal(relative, "privacy")).problems).toEqual([
      expect.stringMatching(/the link \(contact-page\) must start with \//),
    ]);
  });

  it("refuses two legal sections with the same title", async () => {
    const root = await fixture("content/legal/terms.yaml", (text) =>
      text.replace("- title: The Service\n", "- title: Agreement to these terms\n"),
    );
    expect((await refusal(root, "terms")).problems).toEqual([
      'sections #2 › title: "Agreement to these terms" is the title of an earlier section too',
    ]);
  });

  it("refuses a star rating outside 1 to 5", async () => {
    const root = await fixture("content/landing/reviews.yaml", (text) => text.replace("rating: 4", "rating: 6"));
    expect((await refusal(root, "reviews")).problems).toEqual([expect.stringMatching(/^reviews #4 › rating: /)]);
  });

  it("refuses a phone number or an e-mail address that would make a broken link", async () => {
    const phone = await fixture("content/contact.yaml", (text) =>
      text.replace("india: +91 80 4718 2290", "india: call our Bengaluru office"),
    );
    expect((await refusal(phone, "contact")).problems).toEqual([
      expect.stringMatching(/^phones › india: is not a phone number/),
    ]);
    const email = await fixture("content/contact.yaml", (text) =>
      text.replace(`email: '{contactEmail}'`, "email: hello at leadflow"),
    );
    expect((await refusal(email, "contact")).problems).toEqual(["email: is not an e-mail address"]);
    const map = await fixture("content/contact.yaml", (text) => text.replace("lat: '37.79136'", "lat: '97.5'"));
    expect((await refusal(map, "contact")).problems).toEqual(["map › lat: must be between -90 and 90"]);
  });

  it("refuses a footer link to a page the site does not have", async () => {
    const root = await fixture("content/footer.yaml", (text) => text.replace("link: /careers", "link: /jobs"));
    expect((await refusal(root, "footer")).problems).toEqual([
      'company #2 › link: "/jobs" links to a page that does not exist on this site (e.g. /blog-details-right-sidebar/<post slug>, /pricing)',
    ]);
  });

  it("reads each file once when told to (production), every time otherwise (an edit shows at once in next dev)", async () => {
    const root = await fixture("content/footer.yaml", (text) => text.replace("copyright: © 2026", "copyright: © 2027"));
    const once = siteCopyReader(root, { readOnce: true });
    const everyTime = siteCopyReader(root);
    expect((await once.read("footer")).copyright).toMatch(/^© 2027/);
    expect((await everyTime.read("footer")).copyright).toMatch(/^© 2027/);
    const file = join(root, "content/footer.yaml");
    await writeFile(file, (await readFile(file, "utf8")).replace("© 2027", "© 2028"));
    expect((await once.read("footer")).copyright).toMatch(/^© 2027/);
    expect((await everyTime.read("footer")).copyright).toMatch(/^© 2028/);
  });

  it("names the file when it is missing or is not YAML", async () => {
    const empty = await mkdtemp(join(tmpdir(), "site-copy-"));
    roots.push(empty);
    expect((await refusal(empty, "newsletter")).problems).toEqual(["the file is missing"]);
    const broken = await fixture("content/landing/newsletter.yaml", (text) =>
      text.replace("heading: ", "heading: [unclosed "),
    );
    const error = await refusal(broken, "newsletter");
    expect(error.files).toEqual(["content/landing/newsletter.yaml"]);
    expect(error.problems).toEqual([
      expect.stringMatching(/^not valid YAML: missed comma between flow collection entries \(2:1\)/),
    ]);
  });
});
