import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pricingData } from "@/lib/content/sections";
import { contentFolder, postFile } from "@/testing/content-folder";
import { jpegFile, pngFile, svgFile, webpFile } from "@/testing/image-files";
import { collectPosts, readPosts } from "./blog/posts";
import { ContentError, type ContentIssue } from "../platform/text/content-errors";
import { imageFileSize } from "./image-files";
import { siteCopy, siteCopyReader } from "./site-copy";
import { siteCopySchemas, type SiteCopyName } from "./site-copy-schema";

// Nobody types an image's size: the readers measure each image from its file (docs/editing.md). Fixture files of
// every kind the editor takes, a missing one and one that is no picture; and the repository's images, whose sizes
// must be the ones the files had typed before (so every page renders exactly as it did).

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A fresh folder holding these files (path → text or bytes). */
function folder(files: Record<string, string | Uint8Array>): string {
  const root = mkdtempSync(join(tmpdir(), "images-"));
  folders.push(root);
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), bytes);
  }
  return root;
}

/** The repository's team file with its four portraits at these site paths. */
function teamFile(sources: string[]): string {
  const text = readFileSync("content/landing/team.yaml", "utf8");
  const portraits = [...text.matchAll(/src: (\/images\/team\/\S+)/g)].map((match) => match[1]);
  expect(portraits).toHaveLength(sources.length);
  return portraits.reduce((edited, portrait, index) => edited.replace(portrait, sources[index]), text);
}

async function refusal(read: () => Promise<unknown>): Promise<ContentIssue[]> {
  const error = await read().then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(ContentError);
  return [...(error as ContentError).issues];
}

describe("an image's size", () => {
  it("is read from a PNG, a JPEG, an SVG and a WebP file by the site copy's reader", async () => {
    const publicDir = folder({
      "images/team/a.png": pngFile(640, 480),
      "images/team/b.jpg": jpegFile(300, 200),
      "images/team/c.svg": svgFile('width="120" height="90"'),
      "images/team/d.webp": webpFile(1024, 512),
    });
    const root = folder({
      "content/landing/team.yaml": teamFile([
        "/images/team/a.png",
        "/images/team/b.jpg",
        "/images/team/c.svg",
        "/images/team/d.webp",
      ]),
    });
    const { teamData } = await siteCopyReader(root, { publicDir }).read("team");
    expect(teamData.map(({ image }) => image)).toEqual([
      { src: "/images/team/a.png", alt: "Portrait of Aarav Mehta", width: 640, height: 480 },
      { src: "/images/team/b.jpg", alt: "Portrait of Sofia Alvarez", width: 300, height: 200 },
      { src: "/images/team/c.svg", alt: "Portrait of Daniel Okafor", width: 120, height: 90 },
      { src: "/images/team/d.webp", alt: "Portrait of Mei-Lin Chen", width: 1024, height: 512 },
    ]);
  });

  it("is read from a post's cover, a camera's turned photo showing its height as its width", async () => {
    const root = contentFolder({
      "content/blog/posts/answer-new-leads-fast.mdoc": postFile({
        fields: { cover: "/images/blog/answer-new-leads-fast/cover.jpg" },
      }),
      "content/blog/images/answer-new-leads-fast/cover.jpg": jpegFile(800, 600, 6),
      "content/blog/posts/second-post.mdoc": postFile({
        fields: { title: "Second post", date: "2026-09-01", cover: "/images/blog/second-post/cover.webp" },
      }),
      "content/blog/images/second-post/cover.webp": webpFile(1200, 630),
    });
    const posts = await readPosts(root);
    expect(posts.map((post) => [post.slug, post.image.width, post.image.height])).toEqual([
      ["answer-new-leads-fast", 600, 800],
      ["second-post", 1200, 630],
    ]);
  });

  it("of an SVG with a viewBox alone is the viewBox's", async () => {
    const publicDir = folder({ "images/a.svg": svgFile('viewBox="0 0 300 150"') });
    expect(await imageFileSize("/images/a.svg", { root: publicDir, publicDir })).toEqual({ width: 300, height: 150 });
  });

  it("is no size, but a problem naming the file and the field, when the file is missing or is no picture", async () => {
    const publicDir = folder({
      "images/team/a.svg": svgFile('width="400" height="400"'),
      "images/team/b.png": "not a picture, a text saved as .png",
      "images/team/c.svg": svgFile('width="100%"'),
    });
    const root = folder({
      "content/landing/team.yaml": teamFile([
        "/images/team/a.svg",
        "/images/team/b.png",
        "/images/team/c.svg",
        "/images/team/gone.svg",
      ]),
    });
    const issues = await refusal(() => siteCopyReader(root, { publicDir }).read("team"));
    expect(issues.map(({ file, field, code }) => `${file} | ${field} | ${code}`)).toEqual([
      "content/landing/team.yaml | teamData #2 › image › src | unreadable_file",
      "content/landing/team.yaml | teamData #3 › image › src | unreadable_file",
      "content/landing/team.yaml | teamData #4 › image › src | missing_file",
    ]);
    expect(issues.map((issue) => issue.message)).toEqual([
      expect.stringMatching(/^The image \/images\/team\/b\.png \(public\/images\/team\/b\.png\) is not a picture /),
      expect.stringMatching(/^The image \/images\/team\/c\.svg .* an SVG that gives its width and height/),
      "The image /images/team/gone.svg is not in the site's files (public/images/team/gone.svg): upload it again or choose another",
    ]);
  });

  it("is a problem of the cover when a post's cover file is missing, and the post is left out", async () => {
    const root = contentFolder({
      "content/blog/posts/answer-new-leads-fast.mdoc": postFile({
        fields: { cover: "/images/blog/answer-new-leads-fast/gone.png" },
      }),
    });
    const { posts, issues } = await collectPosts(root);
    expect(posts).toEqual([]);
    expect(issues).toEqual([
      {
        file: "content/blog/posts/answer-new-leads-fast.mdoc",
        field: "cover",
        code: "missing_file",
        message:
          "The image /images/blog/answer-new-leads-fast/gone.png is not in the site's files " +
          "(content/blog/images/answer-new-leads-fast/gone.png): upload it again or choose another",
      },
    ]);
  });
});

/** Every size the content files had typed (main at 4955df4), by image: the readers must give the same. */
const TYPED_BEFORE: Record<string, string> = {
  ...Object.fromEntries(
    [
      "ai-lead-scoring-responsibly",
      "ai-suggestions-for-daily-follow-ups",
      "choosing-pipeline-stages",
      "follow-up-cadences-that-convert",
      "onboarding-tele-callers",
      "round-robin-vs-skill-based-assignment",
      "speed-to-lead-first-five-minutes",
      "weekly-kpis-for-sales-managers",
      "whatsapp-follow-ups-that-get-replies",
    ].map((slug) => [`/images/blog/${slug}/cover.svg`, "1200 × 630"]),
  ),
  "/images/landing/app-store-badge.svg": "180 × 54",
  "/images/landing/google-play-badge.svg": "180 × 54",
  "/images/landing/app-download.svg": "600 × 700",
  ...Object.fromEntries(
    ["northwind", "bluepeak", "quantico", "meridian", "solace", "vertexa"].map((name) => [
      `/images/brands/${name}.svg`,
      "160 × 48",
    ]),
  ),
  "/images/landing/discover.svg": "800 × 600",
  "/images/landing/feature-phone.svg": "480 × 900",
  "/images/landing/hero-dashboard.svg": "1200 × 800",
  ...Object.fromEntries(
    ["free", "starter", "professional", "enterprise"].map((plan) => [`/images/pricing/${plan}.svg`, "64 × 64"]),
  ),
  ...Object.fromEntries(
    ["lucas-moreau", "rahul-verma", "emily-carter", "ananya-rao", "james-whitfield", "fatima-noor"].map((person) => [
      `/images/people/${person}.svg`,
      "96 × 96",
    ]),
  ),
  ...Object.fromEntries(
    ["pipeline", "lead-detail", "calendar", "reports", "ai"].map((shot) => [
      `/images/landing/screenshot-${shot}.svg`,
      "1200 × 750",
    ]),
  ),
  "/images/landing/service.svg": "800 × 600",
  ...Object.fromEntries(
    ["aarav-mehta", "sofia-alvarez", "daniel-okafor", "mei-lin-chen"].map((person) => [
      `/images/team/${person}.svg`,
      "400 × 400",
    ]),
  ),
  // Not content: the footer's logo is the site's (lib/site/site.ts), sized in code as before.
  "/images/logo.svg": "160 × 40",
};

/** Every sized image in a value, as "src: width × height". */
function sizedImages(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(sizedImages);
  if (!value || typeof value !== "object") return [];
  const { src, width, height } = value as { src?: unknown; width?: unknown; height?: unknown };
  const own = typeof src === "string" && width !== undefined ? [`${src}: ${width} × ${height}`] : [];
  return [...own, ...Object.values(value).flatMap(sizedImages)];
}

describe("the repository's images, measured from their files", () => {
  it("have the sizes the content files typed before, every one of them", async () => {
    const names = Object.keys(siteCopySchemas) as SiteCopyName[];
    const copy = await Promise.all(names.map((name) => siteCopy.read(name)));
    const posts = await readPosts(process.cwd());
    const read = new Set([
      ...sizedImages(copy),
      // The plans' icons: in the content API's plan list, made from the catalog (lib/content/sections.ts), no longer copy.
      ...sizedImages(await pricingData()),
      ...posts.map(({ image }) => `${image.src}: ${image.width} × ${image.height}`),
    ]);
    expect([...read].sort()).toEqual(
      Object.entries(TYPED_BEFORE)
        .map(([src, size]) => `${src}: ${size}`)
        .sort(),
    );
  });
});
