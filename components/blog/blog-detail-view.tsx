import type { BlogWords } from "@/lib/content/interface-words";
import type { SidebarContent } from "@/lib/content/types";
import { StaticImage } from "@/components/ui/static-image";
import type { BlogPost } from "@/lib/content/blog/types";
import { PageHeader, type TrailWords } from "@/components/site/page-header";
import { Container } from "@/components/ui/container";
import { adjacentPosts } from "@/lib/content/blog/collection";
import { DETAIL_LAYOUTS, type DetailSide } from "@/lib/content/blog/layouts";
import type { FormAction } from "@/lib/platform/forms/forms";
import type { CommentField } from "@/lib/inbox/comments/schema";
import { ApprovedComments, type PublishedComment } from "./approved-comments";
import { CommentForm } from "./comment-form";
import { PostBody } from "./post-body";
import { PostMeta } from "./post-meta";
import { PostNav } from "./post-nav";
import { BlogSidebar } from "./sidebar";

type Props = {
  post: BlogPost;
  posts: BlogPost[];
  comments: readonly PublishedComment[];
  side: DetailSide;
  commentAction: FormAction<CommentField>;
  /** The sidebar's labels and tags (lib/content/blog/blog-page.ts). */
  sidebar: SidebarContent;
  /** The words around the post (content/interface-words.yaml). */
  words: BlogWords;
  /** The trail's words above the title (content/interface-words.yaml). */
  trail: TrailWords;
};

/** A full post with the sidebar on one side (below the post on small screens). */
export function BlogDetailView({ post, posts, comments, side, commentAction, sidebar, words, trail }: Props) {
  const { path, listPath } = DETAIL_LAYOUTS[side];
  const { previous, next } = adjacentPosts(posts, post.slug);
  return (
    <>
      <PageHeader title={post.title} crumbs={[{ name: words.blogName, href: listPath }]} words={trail} />
      <Container className="py-14 sm:py-20">
        <div
          className={`grid gap-12 ${side === "left" ? "lg:grid-cols-[20rem_minmax(0,1fr)]" : "lg:grid-cols-[minmax(0,1fr)_20rem]"}`}
        >
          <article className="min-w-0">
            <StaticImage
              src={post.image.src}
              alt={post.image.alt}
              width={post.image.width}
              height={post.image.height}
              eager
              sizes="(min-width: 1024px) 46rem, 100vw"
              className="h-auto w-full rounded-2xl bg-brand-50"
            />
            <PostMeta post={post} words={words} />
            <PostBody body={post.body} />
            <PostNav previous={previous} next={next} detailPath={path} words={words} />
            <ApprovedComments comments={comments} words={words} />
            {/* Only the form's own words: they travel in the page's data. */}
            <CommentForm
              postSlug={post.slug}
              action={commentAction}
              words={{
                leaveComment: words.leaveComment,
                commentNote: words.commentNote,
                commentFields: words.commentFields,
              }}
            />
          </article>
          <BlogSidebar
            content={sidebar}
            words={words}
            posts={posts}
            detailPath={path}
            className={side === "left" ? "lg:order-first" : ""}
          />
        </div>
      </Container>
    </>
  );
}
