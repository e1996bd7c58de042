import { readFileSync } from "node:fs";
import { Tag, type RenderableTreeNodes } from "@markdoc/markdoc";
import { blogPosts } from "@/lib/content/keystatic/blog";
import { contentFolder, postFile } from "@/testing/content-folder";
import { collectPosts, getPosts, postProblems, readPosts } from "./posts";
import { ContentError, type ContentIssue } from "../../platform/text/content-errors";

// The blog reader on small content folders: each broken edit fails with the file, the field and a code.

const FILE = "content/blog/posts/answer-new-leads-fast.mdoc";

/** The issues a folder's posts fail with, or [] when they read. */
async function issuesOf(files: Record<string, string>): Promise<ContentIssue[]> {
  try {
    await readPosts(contentFolder(files));
    return [];
  } catch (error) {
    if (error instanceof ContentError) return [...error.issues];
    throw error;
  }
}

const onePost = (file: string) => issuesOf({ [FILE]: file });

/** The tags of one name in a rendered body, in document order. */
function tagsNamed(node: RenderableTreeNodes, name: string): Tag[] {
  if (Array.isArray(node)) return node.flatMap((child) => tagsNamed(child, name));
  if (!Tag.isTag(node)) return [];
  return [...(node.name === name ? [node] : []), ...tagsNamed(node.children, name)];
}

describe("readPosts", () => {
  it("reads valid posts newest first, with a reading time counted from the body and drafts marked", async () => {
    const root = contentFolder({
      [FILE]: postFile(),
      "content/blog/posts/newer-draft.mdoc": postFile({
        fields: { title: "Newer draft", date: "2026-10-01", draft: "true" },
      }),
    });
    const posts = await readPosts(root);
    expect(posts.map((post) => [post.slug, post.draft ?? false])).toEqual([
      ["newer-draft", true],
      ["answer-new-leads-fast", false],
    ]);
    expect(posts[1]).toMatchObject({
      title: "Answer new leads fast",
      date: "2026-09-14",
      image: {
        src: "/images/blog/answer-new-leads-fast/cover.svg",
        alt: "A stopwatch beside a lead card",
        width: 1200,
        height: 630,
      },
      tags: ["Speed to lead"],
      readingTime: 1,
    });
  });

  it("refuses a post without a title", async () => {
    expect(await onePost(postFile({ fields: { title: null } }))).toEqual([
      expect.objectContaining({ file: FILE, field: "title", code: "missing" }),
    ]);
  });

  it("refuses a cover image without alt text", async () => {
    expect(await onePost(postFile({ fields: { coverAlt: '""' } }))).toEqual([
      expect.objectContaining({ file: FILE, field: "coverAlt", code: "missing" }),
    ]);
  });

  it("refuses an image in the body without alt text", async () => {
    const issues = await onePost(postFile({ body: "Intro.\n\n![](/images/blog/answer-new-leads-fast/chart.png)\n" }));
    expect(issues).toEqual([expect.objectContaining({ file: FILE, field: "body", code: "missing" })]);
    expect(issues[0].message).toContain(
      "/images/blog/answer-new-leads-fast/chart.png (line 3 of the body) needs alt text",
    );
  });

  it("gives each image in the body its file's size, so the page keeps the image's place while it loads", async () => {
    const chart = "/images/blog/answer-new-leads-fast/chart.svg";
    const root = contentFolder({
      [FILE]: postFile({ body: `Intro.\n\n![Leads per hour](${chart})\n\n![Elsewhere](https://example.com/a.png)\n` }),
      "content/blog/images/answer-new-leads-fast/chart.svg":
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450"/>\n',
    });
    const [post] = await readPosts(root);
    expect(tagsNamed(post.body, "Image").map((image) => image.attributes)).toEqual([
      { src: chart, alt: "Leads per hour", width: 800, height: 450 },
      // Another site's picture cannot be measured here: it keeps its own size.
      { src: "https://example.com/a.png", alt: "Elsewhere" },
    ]);
  });

  it("refuses an image in the body that is not a picture the site can measure", async () => {
    const root = contentFolder({
      [FILE]: postFile({ body: "Intro.\n\n![Chart](/images/blog/answer-new-leads-fast/chart.svg)\n" }),
      "content/blog/images/answer-new-leads-fast/chart.svg": "<p>Not a picture</p>\n",
    });
    const { issues } = await collectPosts(root, { publicDir: root });
    expect(issues).toEqual([expect.objectContaining({ file: FILE, field: "body", code: "unreadable_file" })]);
    expect(issues[0].message).toContain("/images/blog/answer-new-leads-fast/chart.svg (line 3 of the body)");
  });

  it("refuses a body image whose file is missing where the site's files are at hand, and leaves it unsized elsewhere", async () => {
    const root = contentFolder({
      [FILE]: postFile({ body: "Intro.\n\n![Chart](/images/blog/answer-new-leads-fast/gone.png)\n" }),
    });
    const { posts, issues } = await collectPosts(root, { publicDir: root });
    expect(issues).toEqual([expect.objectContaining({ file: FILE, field: "body", code: "missing_file" })]);
    expect(issues[0].message).toContain("(line 3 of the body) is not in the site's files");
    // A server regenerating the page (no public folder named) shows the post; the image keeps its own size.
    const [post] = await readPosts(root);
    expect(tagsNamed(post.body, "Image").map((image) => image.attributes)).toEqual([
      { src: "/images/blog/answer-new-leads-fast/gone.png", alt: "Chart" },
    ]);
    expect(posts).toHaveLength(1);
  });

  it("refuses a day that does not exist, which YAML would quietly roll over to another", async () => {
    expect(await onePost(postFile({ fields: { date: "2026-02-30" } }))).toEqual([
      expect.objectContaining({ file: FILE, field: "date", code: "invalid_date" }),
    ]);
  });

  it("refuses a date that is not a date at all", async () => {
    expect(await onePost(postFile({ fields: { date: "next week" } }))).toEqual([
      expect.objectContaining({ file: FILE, field: "date", code: "invalid_date" }),
    ]);
  });

  it("refuses a link in the body to a page the site does not have, and names its line", async () => {
    const body =
      "See [pricing](/pricing) and [the post](/blog-details-right-sidebar/answer-new-leads-fast#why).\n\nAnd [this](/pricng).\n";
    const issues = await onePost(postFile({ body }));
    expect(issues).toEqual([expect.objectContaining({ file: FILE, field: "body", code: "broken_link" })]);
    expect(issues[0].message).toContain('"/pricng" links to a page that does not exist');
    expect(issues[0].message).toContain("(line 3 of the body)");
  });

  it("accepts links to other posts, their categories and tags, list pages and other sites", async () => {
    const body = [
      "[a](/blog-details-left-sidebar/second-post)",
      "[b](/blog/category/lead-management)",
      "[c](/blog/tag/follow-ups)",
      "[d](/blog-two-column)",
      "[e](https://example.com/x)",
      "[f](mailto:hello@leadflow.example)",
      "[g](/faq#plans-and-billing)",
    ].join(" ");
    const second = postFile({ fields: { title: "Second post" }, tags: ["Follow-ups"] });
    expect(await issuesOf({ [FILE]: postFile({ body }), "content/blog/posts/second-post.mdoc": second })).toEqual([]);
  });

  it("refuses a relative link, which would resolve differently on each page", async () => {
    expect(await onePost(postFile({ body: "[pricing](pricing)\n" }))).toEqual([
      expect.objectContaining({ field: "body", code: "broken_link" }),
    ]);
  });

  it("refuses two spellings of one category, which would share one address", async () => {
    const other = "content/blog/posts/second-post.mdoc";
    const issues = await issuesOf({
      [FILE]: postFile(),
      [other]: postFile({ fields: { title: "Second post", category: "Lead management" } }),
    });
    expect(issues).toEqual([expect.objectContaining({ file: other, field: "category", code: "duplicate_slug" })]);
    expect(issues[0].message).toContain("/blog/category/lead-management");
  });

  it("refuses a file name that cannot be an address", async () => {
    expect(await issuesOf({ "content/blog/posts/Answer New Leads.mdoc": postFile() })).toEqual([
      expect.objectContaining({ file: "content/blog/posts/Answer New Leads.mdoc", field: "slug", code: "invalid" }),
    ]);
  });

  it("refuses a tag that is not in the blog's tag list (it would have no list page)", async () => {
    expect(await onePost(postFile({ tags: ["Speed to lead", "Cold calling"] }))).toEqual([
      expect.objectContaining({ file: FILE, field: "tags", code: "invalid" }),
    ]);
  });

  it("offers the editor the blog page's tags, so a tag staff add there needs no change of code", () => {
    const page = JSON.parse(readFileSync("content/blog-page.json", "utf8"));
    const options = blogPosts.schema.tags.options.map((option: { value: string }) => option.value);
    expect(options).toEqual(page.tags);
  });

  it("refuses a tag taken off the list while a post still carries it, naming the list's file", async () => {
    const page = JSON.parse(readFileSync("content/blog-page.json", "utf8"));
    const without = JSON.stringify({ ...page, tags: page.tags.filter((tag: string) => tag !== "Mobile") });
    expect(
      await issuesOf({ [FILE]: postFile({ tags: ["Speed to lead", "Mobile"] }), "content/blog-page.json": without }),
    ).toEqual([
      expect.objectContaining({
        file: FILE,
        field: "tags",
        code: "invalid",
        message: expect.stringMatching(/"Mobile" is not one of the blog's tags \(content\/blog-page\.json/),
      }),
    ]);
  });

  it("names the blog page's own mistakes beside the posts' (an empty heading, a tag listed twice)", async () => {
    const page = JSON.parse(readFileSync("content/blog-page.json", "utf8"));
    const broken = JSON.stringify({ ...page, heading: " ", tags: [...page.tags, page.tags[0]] });
    expect(await issuesOf({ [FILE]: postFile(), "content/blog-page.json": broken })).toEqual([
      expect.objectContaining({ file: "content/blog-page.json", field: "heading", code: "missing" }),
      expect.objectContaining({ file: "content/blog-page.json", field: "tags" }),
    ]);
  });

  it("refuses a heading of level 1 in the body: the title is the page's only one", async () => {
    expect(await onePost(postFile({ body: "# Big heading\n\nText.\n" }))).toEqual([
      expect.objectContaining({ file: FILE, field: "body", code: "invalid" }),
    ]);
  });

  it("lists every problem of every file in one readable message", async () => {
    const root = contentFolder({
      [FILE]: postFile({ fields: { title: null } }),
      "content/blog/posts/second-post.mdoc": postFile({ fields: { title: "Second post" }, body: "[x](/nowhere)\n" }),
    });
    await expect(readPosts(root)).rejects.toThrow(
      /The site's content has 2 problems[^]*content\/blog\/posts\/answer-new-leads-fast\.mdoc, title: [^\n]+\n {2}content\/blog\/posts\/second-post\.mdoc, body: "\/nowhere" links to a page that does not exist/,
    );
  });
});

describe("getPosts", () => {
  const root = contentFolder({
    [FILE]: postFile(),
    "content/blog/posts/a-draft.mdoc": postFile({ fields: { title: "A draft", date: "2026-09-01", draft: "true" } }),
    "content/blog/posts/scheduled.mdoc": postFile({ fields: { title: "Scheduled", date: "2026-12-01" } }),
  });
  const now = new Date("2026-11-30T12:00:00Z");

  it("shows visitors the published posts only", async () => {
    expect((await getPosts({ root, now })).map((post) => post.slug)).toEqual(["answer-new-leads-fast"]);
  });

  it("shows a scheduled post from its day on, without reading anything again", async () => {
    expect((await getPosts({ root, now: new Date("2026-12-01T00:00:00Z") })).map((post) => post.slug)).toEqual([
      "scheduled",
      "answer-new-leads-fast",
    ]);
  });

  it("shows every post in Draft Mode", async () => {
    expect((await getPosts({ root, now, preview: true })).map((post) => post.slug)).toEqual([
      "scheduled",
      "answer-new-leads-fast",
      "a-draft",
    ]);
  });
});

describe("in next dev", () => {
  it("shows the posts that read and keeps each problem for the page of the post that has it", async () => {
    const root = contentFolder({
      [FILE]: postFile(),
      "content/blog/posts/broken.mdoc": postFile({ fields: { title: "Broken", coverAlt: '""' } }),
    });
    expect((await getPosts({ root, now: new Date("2027-01-01") })).map((post) => post.slug)).toEqual([
      "answer-new-leads-fast",
    ]);
    expect(await postProblems("broken", root)).toEqual([
      expect.objectContaining({ file: "content/blog/posts/broken.mdoc", field: "coverAlt", code: "missing" }),
    ]);
    expect(await postProblems("answer-new-leads-fast", root)).toEqual([]);
  });
});
