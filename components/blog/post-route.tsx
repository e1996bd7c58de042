import type { Metadata } from "next";
import { postMetadata } from "@/lib/blog/metadata";
import type { DetailSide } from "@/lib/blog/layouts";
import type { FormAction } from "@/lib/forms";
import type { CommentField } from "@/lib/validation/comment";
import { BlogDetailView } from "./blog-detail-view";
import { postParams, requirePost } from "./route-helpers";

type Props = { params: Promise<{ slug: string }> };

/** The pieces of a `/blog-details-{side}-sidebar/[slug]` route: every post prerendered, an unknown slug a 404. */
export function postRoute(side: DetailSide, commentAction: FormAction<CommentField>) {
  return {
    generateStaticParams: postParams,
    generateMetadata: async ({ params }: Props): Promise<Metadata> => postMetadata(requirePost((await params).slug)),
    Page: async function BlogPostPage({ params }: Props) {
      return <BlogDetailView post={requirePost((await params).slug)} side={side} commentAction={commentAction} />;
    },
  };
}
