import "server-only";
// The periodic task "blog-schedule" (lib/server/periodic.ts): when a scheduled post's moment comes, every address that
// shows it (its pages, its images, the lists, category and tag pages, the sitemap, the feed) is revalidated and then
// requested once, so within a minute, with no visitor and no deployment, they all have it; before, its pages are the
// 404s prerendered at build (docs/content.md, "Scheduling").
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { blogImageFiles } from "@/lib/content/blog/blog-images";
import { getPosts } from "@/lib/content/blog/posts";
import { DETAIL_LAYOUTS } from "@/lib/content/blog/layouts";
import { addressesShowing, postsComingPublic } from "@/lib/content/blog/schedule";
import type { BlogPost } from "@/lib/content/blog/types";
import { BLOG_IMAGES } from "@/lib/content/keystatic/blog";
import { env } from "@/lib/platform/env";
import { logger, withLogContext } from "@/lib/platform/log";
import { revalidationToken, selfOrigin } from "./revalidation";

/** Up to when the posts' moments have been handled in this process (ms since 1970); unset before the first run. */
export type BlogScheduleState = { handledUpTo?: number };

export type BlogScheduleOptions = {
  state?: BlogScheduleState;
  /** Every post, drafts included (the site's own content unless given). */
  posts?: () => Promise<BlogPost[]>;
  /** The site paths of a post's image files. */
  images?: (slug: string) => string[];
  now?: () => number;
  /**
   * When this build prerendered its pages: the first run of a process handles every moment since then (a post whose
   * moment passed while no process ran still has the build's 404s). Null: from the first run on.
   */
  builtAt?: number | null;
  /** Where this site answers, for the revalidation route and the requests after it (lib/server/revalidation.ts). */
  origin?: () => string;
  token?: () => string;
};

const shared = globalThis as typeof globalThis & { leadflowBlogSchedule?: BlogScheduleState };

// Set by next.config.ts at build (compiler.defineServer); absent in tests and `next dev`.
const BUILT_AT = Number(process.env.LEADFLOW_BUILT_AT) || null;

const siteImages = (slug: string) =>
  blogImageFiles(env.contentRoot, slug).map((file) => `${BLOG_IMAGES.publicPath}${slug}/${file}`);

/** Two at a time: each is a page render on this same server, beside its visitors. */
const WARM_CONCURRENCY = 2;
/** How long to wait between two asks of an address still answered from its stale copy, and how often to ask. */
const STALE_PAUSE_MS = 250;
const STALE_TRIES = 40;

/**
 * Revalidates and requests the addresses of every post whose moment came since the last run (or since the build, on a
 * process's first run). Returns the slugs it handled. A failure leaves the window open: the next run tries again.
 */
export async function revalidateScheduledPosts(
  signal: AbortSignal,
  {
    state = (shared.leadflowBlogSchedule ??= {}),
    posts = () => getPosts({ preview: true }),
    images = siteImages,
    now = Date.now,
    builtAt = BUILT_AT,
    origin = selfOrigin,
    token = revalidationToken,
  }: BlogScheduleOptions = {},
): Promise<string[]> {
  const until = now();
  const from = state.handledUpTo ?? builtAt ?? until;
  const everyPost = (await posts()).filter((post) => !post.draft);
  const due = postsComingPublic(everyPost, from, until);
  if (due.length === 0) {
    state.handledUpTo = until;
    return [];
  }
  const slugs = due.map((post) => post.slug);
  await withLogContext({ jobId: `blog-schedule-${randomUUID()}`, kind: "blog-schedule" }, async () => {
    const started = Date.now();
    const site = { origin: origin(), token: token(), signal };
    const { showing, sidebars } = addressesShowing(everyPost, due, images);
    await revalidate(site, [...showing, ...sidebars]);
    const pages = await warm(site, showing);
    // The post's social image is a route of its own beside each detail route, at an address Next names
    // ("…/opengraph-image-<hash>"): read from its pages just rendered, and from the bare detail routes' (the newest).
    const bare = new Set(Object.values(DETAIL_LAYOUTS).map((layout) => layout.path));
    const showsDue = (path: string) => bare.has(path) || slugs.some((slug) => path.endsWith(`/${slug}`));
    const socialImages = [
      ...new Set(pages.filter((page) => showsDue(page.path)).flatMap(({ html }) => ogImagePaths(html))),
    ];
    if (socialImages.length > 0) {
      await revalidate(site, socialImages);
      await warm(site, socialImages);
    }
    const failed = pages.filter((page) => page.status !== 200 && slugs.some((slug) => page.path.includes(slug)));
    if (failed.length > 0) throw new Error(`After revalidation ${failed.map(answerOf).join(", ")}`);
    logger.info(
      { posts: slugs, addresses: showing.length + socialImages.length, ms: Date.now() - started },
      "Scheduled posts are public: their pages were revalidated.",
    );
    // Then the other posts' pages, whose sidebars list the newest: the post itself is public first.
    await warm(site, sidebars);
  });
  state.handledUpTo = until;
  return slugs;
}

type Site = { origin: string; token: string; signal: AbortSignal };

async function revalidate({ origin, token, signal }: Site, paths: string[]): Promise<void> {
  const response = await fetch(`${origin}/api/revalidate`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ paths }),
    signal,
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { code?: string } | null;
    throw new Error(`POST /api/revalidate answered ${response.status} (${body?.code ?? "no code"})`);
  }
}

type Answer = { path: string; status: number; cache: string | null; html: string };

/** "… answered 404 (x-nextjs-cache: HIT)": whether a wrong answer came from a cache or from a render. */
const answerOf = ({ path, status, cache }: Answer) =>
  `${path} answered ${status}${cache ? ` (x-nextjs-cache: ${cache})` : ""}`;

/** Requests each address once (which renders it again, after revalidate()); the HTML of the pages, for their heads. */
async function warm({ origin, signal }: Site, paths: string[]) {
  const answers: Answer[] = [];
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const response = await fetchFresh(`${origin}${path}`, signal);
      const html = (response.headers.get("content-type") ?? "").startsWith("text/html") ? await response.text() : "";
      if (!html) await response.body?.cancel();
      answers.push({ path, status: response.status, cache: response.headers.get("x-nextjs-cache"), html });
    }
  };
  await Promise.all(Array.from({ length: WARM_CONCURRENCY }, worker));
  return answers;
}

/**
 * After a revalidation Next may answer with the old copy ("x-nextjs-cache: STALE") while it renders the new one in
 * the background; the address is asked again until the answer is the fresh copy, so it is in the cache when the
 * task says the post is public.
 */
async function fetchFresh(url: string, signal: AbortSignal): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { signal, redirect: "manual" });
    if (response.headers.get("x-nextjs-cache") !== "STALE" || attempt === STALE_TRIES) return response;
    await response.body?.cancel();
    await sleep(STALE_PAUSE_MS, undefined, { signal });
  }
}

/** The paths of a page's og:image tags that are this site's generated images. */
function ogImagePaths(html: string): string[] {
  return [...html.matchAll(/<meta property="og:image" content="([^"]+)"/g)].flatMap(([, url]) => {
    const path = new URL(url.replaceAll("&amp;", "&"), "http://site.invalid").pathname;
    return /\/opengraph-image(?:-[\w]+)?$/.test(path) ? [path] : [];
  });
}
