import { expect, test } from "./fixtures";
import { DRAFT_TEST_SECRET } from "./servers";

// A draft post (content/blog/posts/whatsapp-follow-ups-that-get-replies.mdoc, draft: true) is on no public page, and
// staff see it through Next's Draft Mode: /api/draft with the secret, a "Draft preview" bar, an exit link.

const DRAFT = "whatsapp-follow-ups-that-get-replies";
const DRAFT_TITLE = "WhatsApp follow-ups that get replies";
const DRAFT_PATH = `/blog-details-right-sidebar/${DRAFT}`;
const draftLink = (secret: string | null, path = DRAFT_PATH) =>
  `/api/draft?${new URLSearchParams({ ...(secret === null ? {} : { secret }), path })}`;

test("a draft post answers 404 and is in no list: the sitemap, the blog lists, its category and tags, the content API", async ({
  request,
}) => {
  for (const path of [DRAFT_PATH, `/blog-details-left-sidebar/${DRAFT}`])
    expect((await request.get(path)).status()).toBe(404);

  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/blog-details-right-sidebar/speed-to-lead-first-five-minutes");
  expect(sitemap).not.toContain(DRAFT);

  for (const list of [
    "/blog-right-sidebar",
    "/blog-three-column",
    "/blog-left-sidebar/page/2",
    "/blog/category/sales-process",
    "/blog/tag/mobile",
    "/blog-details-right-sidebar",
  ]) {
    const response = await request.get(list);
    expect([list, response.status()]).toEqual([list, 200]);
    const html = await response.text();
    expect([list, html.includes(DRAFT) || html.includes(DRAFT_TITLE)]).toEqual([list, false]);
  }
  expect(JSON.stringify(await (await request.get("/api/content/blog")).json())).not.toContain(DRAFT);
});

test("with the secret, Draft Mode shows the draft under a 'Draft preview' bar, in the lists too; the exit link ends it", async ({
  page,
  context,
}) => {
  await page.goto(draftLink(DRAFT_TEST_SECRET));
  await expect(page).toHaveURL(DRAFT_PATH);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(DRAFT_TITLE);
  const bar = page.getByRole("complementary", { name: "Draft preview" });
  await expect(bar).toContainText("Draft preview");
  await expect(page.getByText("Draft, not public")).toBeVisible();
  // Its cover, kept outside public/ (docs/security.md): served in Draft Mode, never kept by a shared cache.
  const cover = await page.request.get(`/images/blog/${DRAFT}/cover.svg`);
  expect(cover.status()).toBe(200);
  expect(cover.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(cover.headers()["cache-control"]).toMatch(/private/);
  const shown = page.getByRole("article").getByRole("img").first();
  await expect.poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  await page.goto("/blog-right-sidebar");
  await expect(page.getByRole("link", { name: DRAFT_TITLE }).first()).toBeVisible();
  await expect(bar).toBeVisible();

  await page.goto(DRAFT_PATH);
  await bar.getByRole("link", { name: "Exit preview" }).click();
  await expect(page).toHaveURL(DRAFT_PATH);
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(DRAFT_TITLE);
  await expect(page.getByRole("complementary", { name: "Draft preview" })).toHaveCount(0);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("__prerender_bypass");
  expect((await page.request.get(DRAFT_PATH)).status()).toBe(404);
  expect((await page.request.get(`/images/blog/${DRAFT}/cover.svg`)).status()).toBe(404);
});

test("a wrong or missing secret is refused (401, no cookie), and Draft Mode opens no page of another site", async ({
  page,
  context,
  request,
}) => {
  for (const link of [draftLink("not-the-secret"), draftLink(`${DRAFT_TEST_SECRET}x`), draftLink(null)]) {
    const response = await request.get(link, { maxRedirects: 0 });
    expect([link, response.status()]).toEqual([link, 401]);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  }
  for (const path of ["https://evil.example/", "//evil.example/x"]) {
    const response = await request.get(draftLink(DRAFT_TEST_SECRET, path), { maxRedirects: 0 });
    expect([path, response.status()]).toEqual([path, 400]);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  }

  const refused = await page.goto(draftLink("not-the-secret"));
  expect(refused?.status()).toBe(401);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("__prerender_bypass");
  expect((await page.goto(DRAFT_PATH))?.status()).toBe(404);
});
