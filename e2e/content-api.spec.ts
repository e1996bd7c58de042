import { expect, test } from "@playwright/test";

test("GET /api/content/{section} serves each section as a list whose first item holds content_data", async ({ request }) => {
  for (const section of ["footer", "service", "discover", "faq", "pricing", "blog", "sidebar", "contact", "feature", "work", "team"]) {
    const response = await request.get(`/api/content/${section}`);
    expect(response.status(), section).toBe(200);
    const body = (await response.json()) as { section: string; content_data: unknown }[];
    expect(body[0].section).toBe(section);
    expect(body[0].content_data).toBeTruthy();
  }
  const faq = (await (await request.get("/api/content/faq")).json()) as { content_data: { faqData: unknown[] } }[];
  expect(faq[0].content_data.faqData.length).toBeGreaterThanOrEqual(10);
});

test("an unknown content section answers 404 with SPEC's message", async ({ request }) => {
  const response = await request.get("/api/content/testimonials-x");
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ error: "Content not found for section: testimonials-x" });
});
