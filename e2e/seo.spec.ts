import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { REGIONAL_PATHS } from "@/lib/site/region/routes";
import { PAGES } from "./routes";

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) =>
    JSON.parse(match[1]),
  );
}

test("sitemap lists the public pages, not the diagnostics, and robots.txt points to it", async ({
  request,
  baseURL,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const page of [
    "/",
    "/faq",
    "/terms",
    "/privacy",
    "/disclaimer",
    "/data-deletion",
    "/about",
    "/careers",
    "/contact-page",
    "/blog-three-column",
  ]) {
    expect(sitemap).toContain(`<loc>${baseURL}${page === "/" ? "" : page}</loc>`);
  }
  expect(sitemap).toMatch(/blog-details-right-sidebar\/[a-z0-9-]+<\/loc>/);
  for (const hidden of [
    "/pricing-test",
    "/pricing-debug",
    "/payment-test",
    "/country-currency-test",
    "/error-page",
    "/thank-you",
  ]) {
    expect(sitemap).not.toContain(`${baseURL}${hidden}<`);
  }
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("every sitemap URL answers 200", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => match[1]);
  expect(urls.length).toBeGreaterThan(20);
  for (const url of urls) expect((await request.get(url)).status(), url).toBe(200);
});

test("the home page carries Organization JSON-LD and the FAQ page FAQPage JSON-LD", async ({ request }) => {
  const home = jsonLd(await (await request.get("/")).text());
  expect(home).toContainEqual(expect.objectContaining({ "@type": "Organization", name: "LeadFlow" }));
  const faq = jsonLd(await (await request.get("/faq")).text()) as { "@type": string; mainEntity: unknown[] }[];
  const page = faq.find((item) => item["@type"] === "FAQPage");
  expect(page?.mainEntity.length).toBeGreaterThanOrEqual(10);
});

test("every page has its own title and description, short enough for a search result", async ({ request }) => {
  const seen = new Map<string, string>();
  for (const { path: route } of PAGES.filter((page) => !/theme-|blog-details-(left|right)-sidebar$/.test(page.path))) {
    const html = await (await request.get(route)).text();
    const title = html.match(/<title>(.*?)<\/title>/)?.[1] ?? "";
    const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? "";
    expect(title, route).not.toBe("");
    expect(description, route).not.toBe("");
    // Search results cut descriptions at about 160 characters.
    expect(description.replaceAll("&amp;", "&").length, `${route}: ${description}`).toBeLessThanOrEqual(160);
    for (const text of [title, description]) {
      expect(seen.get(text), `${route} repeats the title or description of ${seen.get(text)}`).toBeUndefined();
      seen.set(text, route);
    }
  }
});

test("every page of the route table is prerendered by next build", () => {
  const manifest = JSON.parse(
    readFileSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next", "prerender-manifest.json"), "utf8"),
  ) as {
    routes: Record<string, unknown>;
  };
  const prerendered = new Set(Object.keys(manifest.routes));
  const regional = new Set<string>(REGIONAL_PATHS);
  // /signup reads the request (its query prefills the form), so it is the one page rendered per request.
  for (const { path: route } of PAGES.filter((page) => page.path !== "/signup")) {
    if (regional.has(route)) {
      for (const region of ["global", "india"])
        expect(prerendered, route).toContain(route === "/" ? `/${region}` : `/${region}${route}`);
    } else {
      expect(prerendered, route).toContain(route);
    }
  }
});
