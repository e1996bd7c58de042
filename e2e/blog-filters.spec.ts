import { expect, test } from "./fixtures";

// Blog categories and tags are links to prerendered lists of their posts, and the sitemap lists those pages.

test("a category in the sidebar opens the list of that category's posts", async ({ page }) => {
  await page.goto("/blog-right-sidebar");
  const categories = page
    .getByRole("complementary", { name: "Blog sidebar" })
    .getByRole("region", { name: "Categories" });
  await categories.getByRole("link", { name: /^Sales Process/ }).click();
  await expect(page).toHaveURL(/\/blog\/category\/sales-process$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sales Process");
  const titles = page.locator("main article h2");
  await expect(titles).toHaveText([
    "Follow-up cadences that convert without annoying buyers",
    "How to choose pipeline stages your team will actually use",
  ]);
  await expect(page.getByRole("link", { name: "All posts" })).toHaveAttribute("href", "/blog-three-column");
});

test("a tag opens the list of the posts that carry it; a post's category and tags are links too", async ({ page }) => {
  await page.goto("/blog-details-right-sidebar/choosing-pipeline-stages");
  const meta = page.locator("main article dl");
  await expect(meta.getByRole("link", { name: "Sales Process" })).toHaveAttribute(
    "href",
    "/blog/category/sales-process",
  );
  const tags = page.getByRole("complementary", { name: "Blog sidebar" }).getByRole("region", { name: "Tags" });
  await tags.getByRole("link", { name: "Pipeline stages" }).click();
  await expect(page).toHaveURL(/\/blog\/tag\/pipeline-stages$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pipeline stages");
  await expect(page.locator("main article h2").filter({ hasText: "How to choose pipeline stages" })).toHaveCount(1);
  // A post card's category chip is a link of its own, above the card's stretched title link.
  await page.locator("main article").first().getByRole("link", { name: "Sales Process" }).click();
  await expect(page).toHaveURL(/\/blog\/category\/sales-process$/);
});

test("the category and tag lists are prerendered, listed in the sitemap, and unknown ones are 404s", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/blog/category/sales-process",
    "/blog/category/ai-automation",
    "/blog/tag/pipeline-stages",
    "/blog/tag/follow-ups",
  ]) {
    expect(sitemap, path).toContain(`${path}</loc>`);
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    // Next sends the header twice for a page of generateStaticParams ("1, 1" once joined).
    expect(answer.headers()["x-nextjs-prerender"], path).toMatch(/^1(, 1)*$/);
  }
  expect((await request.get("/blog/category/no-such-category")).status()).toBe(404);
  expect((await request.get("/blog/tag/no-such-tag")).status()).toBe(404);
});
