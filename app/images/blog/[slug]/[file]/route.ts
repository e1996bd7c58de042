import { notFound } from "next/navigation";
import { notPublicYet, prerenderedPosts } from "@/app/(site)/_blog/posts";
import { blogImageFiles, readBlogImage } from "@/lib/content/blog/blog-images";
import { blogNow } from "@/lib/content/blog/clock";
import { isPublished } from "@/lib/content/blog/visibility";
import { getPosts } from "@/lib/content/blog/posts";
import { draftViewer } from "@/lib/content/draft-session";
import { env } from "@/lib/platform/env";

// GET /images/blog/<post slug>/<file>: the blog's images, kept in content/blog/images, not public/ (docs/security.md).
// The images of every post but the drafts are prerendered, as the posts' pages are: a published post's as images, a
// scheduled post's as 404s until its minute (revalidated then, with its pages: lib/server/blog-schedule.ts); a
// draft's address is Next's plain 404, as an unknown address is. In Draft Mode Next runs this route on request for
// any address: a draft's or a scheduled post's image is then served to whoever may see drafts
// (lib/content/draft-session.ts), never kept.

type Params = { slug: string; file: string };

export const dynamicParams = false;
export const revalidate = 300;

export async function generateStaticParams(): Promise<Params[]> {
  return (await prerenderedPosts()).flatMap(({ slug }) =>
    blogImageFiles(env.contentRoot, slug).map((file) => ({ slug, file })),
  );
}

export async function GET(_request: Request, { params }: { params: Promise<Params> }) {
  const { slug, file } = await params;
  const post = (await getPosts({ preview: true })).find((candidate) => candidate.slug === slug);
  // Only an image visitors may not see yet asks who is looking; at build time nobody is (Draft Mode is off).
  const isPublic = post !== undefined && isPublished(post, blogNow());
  if (!post) notFound();
  if (!isPublic && !(await draftViewer())) return notPublicYet();
  const image = await readBlogImage(env.contentRoot, slug, file);
  if (!image) notFound();
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "content-type": image.type,
      ...(!isPublic ? { "cache-control": "private, no-cache, no-store, max-age=0, must-revalidate" } : {}),
    },
  });
}
