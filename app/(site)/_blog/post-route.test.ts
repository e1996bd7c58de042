import { renderToStaticMarkup } from "react-dom/server";
import { contentFolder, postFile } from "@/testing/content-folder";

// `next dev`: the Preview of a post saved with a mistake (here without a tag) names the mistake on the page, with a
// head of its own, where a notFound() in generateMetadata made the whole answer Next's "Page not found".
const root = contentFolder({
  "content/blog/posts/answer-new-leads-fast.mdoc": postFile(),
  "content/blog/posts/no-tag.mdoc": postFile({ fields: { title: "No tag yet" }, tags: [] }),
  "content/blog/posts/next-year.mdoc": postFile({ fields: { title: "Next year", date: "2099-01-01" } }),
});
process.env.CONTENT_ROOT = root;

let route: ReturnType<typeof import("./post-route").postRoute>;
beforeAll(async () => {
  const { postRoute } = await import("./post-route");
  route = postRoute("right", async () => ({ ok: false }) as never);
});

const props = { params: Promise.resolve({ slug: "no-tag" }) };

it("names the post's mistake in the page and its head instead of answering Page not found", async () => {
  const metadata = await route.generateMetadata(props);
  expect(metadata).toMatchObject({
    title: "Mistakes to fix: content/blog/posts/no-tag.mdoc",
    robots: { index: false },
  });
  const html = renderToStaticMarkup(await route.Page(props));
  expect(html).toContain("This post has a mistake to fix");
  expect(html).toMatch(/<strong>tags<\/strong> \(content\/blog\/posts\/no-tag\.mdoc\): .+/);
});

it("in next dev, leaves a scheduled post out of the params: its address is Next's own 404 (Draft Mode renders it)", async () => {
  expect((await route.generateStaticParams()).map(({ slug }) => slug).sort()).toEqual([
    "answer-new-leads-fast",
    "no-tag",
  ]);
});
