import { readFileSync } from "node:fs";
import { postFile } from "@/testing/content-folder";
import { contentCopy } from "@/testing/content-copy";
import { startHttpServer, type RecordedRequest } from "@/testing/http-server";
import { getPosts } from "@/lib/content/blog/posts";
import { revalidateScheduledPosts, type BlogScheduleState } from "./blog-schedule";
import { periodicTasks } from "./periodic";
import { revalidationToken } from "./revalidation";

// The periodic task "blog-schedule" against a real HTTP server standing in for the site (Next's revalidatePath runs
// only inside Next: e2e/scheduled-post.spec.ts does it for real): a post scheduled for 09:00 is nothing to the task
// a minute before; from 09:00 its addresses are revalidated through /api/revalidate and then requested, once.

const SLUG = "scheduled-at-nine";
const MOMENT = Date.parse("2026-12-01T09:00:00Z");
const MINUTE = 60_000;
const SECRET = "blog-schedule-test-session-secret-0123456789";

const copy = contentCopy();
copy.write(
  `content/blog/images/${SLUG}/cover.svg`,
  readFileSync("content/blog/images/onboarding-tele-callers/cover.svg", "utf8"),
);
copy.write(
  `content/blog/posts/${SLUG}.mdoc`,
  postFile({
    fields: {
      title: "Scheduled at nine",
      date: "2026-12-01T09:00:00.000Z",
      cover: `/images/blog/${SLUG}/cover.svg`,
      category: "Lead Management",
    },
  }),
);

const OG_IMAGE = `/blog-details-right-sidebar/${SLUG}/opengraph-image-92e0c4`;

/** The site: 200 for every address, its post pages with the og:image tag Next writes. */
async function site(status = 200, cache?: string) {
  return startHttpServer((request: RecordedRequest, response) => {
    if (request.url.startsWith("/blog-details-") && request.url.endsWith(SLUG)) {
      response.writeHead(status, {
        "content-type": "text/html; charset=utf-8",
        ...(cache && { "x-nextjs-cache": cache }),
      });
      response.end(`<html><head><meta property="og:image" content="https://www.leadflow.example${OG_IMAGE}?a1b2"/>`);
      return;
    }
    response.writeHead(request.method === "POST" ? 200 : status, { "content-type": "application/json" });
    response.end("{}");
  });
}

const options = (url: string, state: BlogScheduleState, now: number) => ({
  state,
  posts: () => getPosts({ preview: true, root: copy.root }),
  images: (slug: string) => (slug === SLUG ? [`/images/blog/${SLUG}/cover.svg`] : []),
  now: () => now,
  builtAt: null,
  origin: () => url,
  token: () => revalidationToken(SECRET),
});

const revalidated = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.method === "POST").map((r) => JSON.parse(r.body).paths as string[]);
const requested = (requests: RecordedRequest[]) => requests.filter((r) => r.method === "GET").map((r) => r.url);

it("is one of the periodic tasks, run at least every 10 s", () => {
  expect(periodicTasks.find((task) => task.name === "blog-schedule")).toMatchObject({ everyMs: 10_000 });
});

it("from the post's moment on, revalidates every address that shows it, then requests each once", async () => {
  const server = await site();
  try {
    const state: BlogScheduleState = {};
    const signal = new AbortController().signal;
    expect(await revalidateScheduledPosts(signal, options(server.url, state, MOMENT - 2 * MINUTE))).toEqual([]);
    expect(await revalidateScheduledPosts(signal, options(server.url, state, MOMENT - 1))).toEqual([]);
    expect(server.requests).toEqual([]);

    expect(await revalidateScheduledPosts(signal, options(server.url, state, MOMENT + 5_000))).toEqual([SLUG]);
    const posts = revalidated(server.requests);
    expect(server.requests[0]).toMatchObject({
      method: "POST",
      url: "/api/revalidate",
      headers: expect.objectContaining({ authorization: `Bearer ${revalidationToken(SECRET)}` }),
    });
    // The post's own pages and cover first, then the lists, the category and tag pages, the sitemap and the feed.
    expect(posts[0].slice(0, 3)).toEqual([
      `/blog-details-left-sidebar/${SLUG}`,
      `/blog-details-right-sidebar/${SLUG}`,
      `/images/blog/${SLUG}/cover.svg`,
    ]);
    expect(posts[0]).toEqual(
      expect.arrayContaining([
        "/blog-three-column",
        "/blog-three-column/page/2",
        "/blog-left-sidebar",
        "/blog-details-right-sidebar",
        "/blog/category/lead-management",
        "/blog/tag/speed-to-lead",
        "/blog-details-right-sidebar/onboarding-tele-callers",
        "/sitemap.xml",
        "/blog/feed.xml",
      ]),
    );
    // Then the social image each of its pages names, on its own (its address is Next's).
    expect(posts[1]).toEqual([OG_IMAGE]);
    expect(requested(server.requests).sort()).toEqual([...posts[0], ...posts[1]].sort());

    // Handled: a later run does nothing for it.
    const before = server.requests.length;
    expect(await revalidateScheduledPosts(signal, options(server.url, state, MOMENT + 20_000))).toEqual([]);
    expect(server.requests).toHaveLength(before);
  } finally {
    await server.close();
  }
});

it("asks again for an address Next answered from its stale copy, until the fresh one is in the cache", async () => {
  // After revalidatePath, Next may answer the next request with the old copy ("x-nextjs-cache: STALE") and render
  // the new one in the background: the post is public only once that request is answered fresh.
  let feedAnswers = 0;
  const server = await startHttpServer((request: RecordedRequest, response) => {
    const stale = request.url === "/blog/feed.xml" && request.method === "GET" && ++feedAnswers < 3;
    response.writeHead(200, { "content-type": "application/xml", "x-nextjs-cache": stale ? "STALE" : "HIT" });
    response.end("<rss/>");
  });
  try {
    const state: BlogScheduleState = { handledUpTo: MOMENT - MINUTE };
    const slugs = await revalidateScheduledPosts(new AbortController().signal, options(server.url, state, MOMENT + 1));
    expect(slugs).toEqual([SLUG]);
    expect(requested(server.requests).filter((url) => url === "/blog/feed.xml")).toHaveLength(3);
  } finally {
    await server.close();
  }
});

it("on a process's first run, handles the moments since the build (the build's 404s are still there)", async () => {
  const server = await site();
  try {
    const first = { ...options(server.url, {}, MOMENT + 10 * MINUTE), builtAt: MOMENT - 60 * MINUTE };
    expect(await revalidateScheduledPosts(new AbortController().signal, first)).toEqual([SLUG]);
    // A build made after the moment prerendered the post as it is: nothing to do.
    const server2 = await site();
    try {
      const later = { ...options(server2.url, {}, MOMENT + 10 * MINUTE), builtAt: MOMENT + MINUTE };
      expect(await revalidateScheduledPosts(new AbortController().signal, later)).toEqual([]);
      expect(server2.requests).toEqual([]);
    } finally {
      await server2.close();
    }
  } finally {
    await server.close();
  }
});

it("when the post's page still answers 404 after the revalidation, fails, saying from where, and tries again on the next run", async () => {
  const broken = await site(404, "HIT");
  const state: BlogScheduleState = { handledUpTo: MOMENT - MINUTE };
  const signal = new AbortController().signal;
  try {
    await expect(revalidateScheduledPosts(signal, options(broken.url, state, MOMENT + 1_000))).rejects.toThrow(
      `/blog-details-left-sidebar/${SLUG} answered 404 (x-nextjs-cache: HIT)`,
    );
    expect(state.handledUpTo).toBe(MOMENT - MINUTE);
  } finally {
    await broken.close();
  }
  const fixed = await site();
  try {
    expect(await revalidateScheduledPosts(signal, options(fixed.url, state, MOMENT + 11_000))).toEqual([SLUG]);
    expect(state.handledUpTo).toBe(MOMENT + 11_000);
  } finally {
    await fixed.close();
  }
});

it("refuses a wrong token (401) and a path that is not one (400) at /api/revalidate", async () => {
  const { NextRequest } = await import("next/server");
  const { POST } = await import("@/app/api/revalidate/route");
  const post = (authorization: string, body: unknown) =>
    POST(
      new NextRequest("http://127.0.0.1:3000/api/revalidate", {
        method: "POST",
        headers: { authorization, "content-type": "application/json" },
        body: JSON.stringify(body),
      }),
      {} as never,
    );
  const wrong = await post("Bearer wrong", { paths: ["/blog-three-column"] });
  expect([wrong.status, (await wrong.json()).code]).toEqual([401, "unauthorized"]);
  const invalid = await post(`Bearer ${revalidationToken()}`, { paths: ["https://evil.example/"] });
  expect([invalid.status, (await invalid.json()).code]).toEqual([400, "invalid_input"]);
});
