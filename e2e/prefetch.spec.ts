import { expect, test } from "@playwright/test";

// The footer's links prefetch their pages. A first-screen image of those pages (/download-page's illustration,
// a blog list's first covers) must not come with them: React hints eager images in the RSC payload unless they
// sit in a picture (components/ui/static-image.tsx).
test("prefetching the pages linked from /forgot downloads none of their images", async ({ page }) => {
  const images: string[] = [];
  const prefetched: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
    if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
  });
  await page.goto("/forgot");
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual(expect.arrayContaining(["/download-page", "/blog-three-column"]));
  expect(images).toEqual([]);
});
