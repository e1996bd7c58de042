import { expect, test } from "./fixtures";

test("GET /api/content/{section} serves each section as a list whose first item holds content_data", async ({
  request,
}) => {
  for (const section of [
    "footer",
    "service",
    "discover",
    "faq",
    "pricing",
    "blog",
    "sidebar",
    "contact",
    "feature",
    "work",
    "team",
  ]) {
    const response = await request.get(`/api/content/${section}`);
    expect(response.status(), section).toBe(200);
    expect(response.headers()["cache-control"], section).toMatch(/s-maxage=\d+/); // a CDN may keep it
    const body = (await response.json()) as { section: string; content_data: unknown }[];
    expect(body[0].section).toBe(section);
    expect(body[0].content_data).toBeTruthy();
  }
  const faq = (await (await request.get("/api/content/faq")).json()) as { content_data: { faqData: unknown[] } }[];
  expect(faq[0].content_data.faqData.length).toBeGreaterThanOrEqual(10);
});

test("an unknown content section answers 404 with the product's message, every time, and nothing is cached for it", async ({
  request,
}) => {
  const name = `made-up-${Date.now().toString(36)}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    const response = await request.get(`/api/content/${name}`);
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ error: `Content not found for section: ${name}` });
    // Not a cached copy (x-nextjs-cache HIT the second time), and no shared cache may keep it.
    expect(response.headers()["x-nextjs-cache"]).toBeUndefined();
    expect(response.headers()["cache-control"] ?? "").not.toMatch(/s-maxage/);
  }
});
