import { expect, test } from "./fixtures";

// The footer's links prefetch their pages. A first-screen image of those pages (/download-page's illustration,
// a blog list's first covers) must not come with them: React hints eager images in the RSC payload unless they
// sit in a picture (components/ui/static-image.tsx).
test("prefetching the pages linked from /forgot downloads none of their images", async ({ page }) => {
  const images: string[] = [];
  const prefetchesDone = new Set<string>();
  let inFlight = 0;
  let lastActivity = Date.now();
  const settle = () => {
    inFlight--;
    lastActivity = Date.now();
  };
  page.on("request", (request) => {
    inFlight++;
    lastActivity = Date.now();
    if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
  });
  page.on("requestfailed", settle);
  page.on("requestfinished", (request) => {
    settle();
    if (request.headers()["next-router-prefetch"]) prefetchesDone.add(new URL(request.url()).pathname);
  });

  await page.goto("/forgot");
  // Prefetching starts after hydration, which on a slow machine can come after the first network-idle moment.
  await expect
    .poll(() => [...prefetchesDone], { timeout: 30_000 })
    .toEqual(expect.arrayContaining(["/download-page", "/blog-three-column"]));
  // The hints would start their downloads as the prefetched payloads are read: wait for a quiet second.
  await expect.poll(() => inFlight === 0 && Date.now() - lastActivity > 1_000, { timeout: 30_000 }).toBe(true);
  expect(images).toEqual([]);
});
