import { BLOG_POST_PATH } from "@/content/blog";

/** One of the four blog list routes: how many posts a page holds and how they are laid out. */
export type ListLayout = {
  path: string;
  metaTitle: string;
  pageSize: number;
  /** Cards per row on wide screens; 1 is a list of horizontal cards. */
  columns: 1 | 2 | 3;
  sidebar: "left" | "right" | null;
};

export const LIST_DESCRIPTION =
  "Practical articles for sales teams on speed to lead, lead assignment, follow-up cadences, pipeline stages, AI suggestions and the KPIs worth watching.";

// Page sizes are chosen so that every layout has at least two pages with the current posts.
export const LIST_LAYOUTS = {
  twoColumn: { path: "/blog-two-column", metaTitle: "Blog in two columns", pageSize: 4, columns: 2, sidebar: null },
  threeColumn: { path: "/blog-three-column", metaTitle: "Blog", pageSize: 6, columns: 3, sidebar: null },
  leftSidebar: { path: "/blog-left-sidebar", metaTitle: "Blog with left sidebar", pageSize: 4, columns: 1, sidebar: "left" },
  rightSidebar: { path: "/blog-right-sidebar", metaTitle: "Blog with right sidebar", pageSize: 4, columns: 2, sidebar: "right" },
} as const satisfies Record<string, ListLayout>;

export type DetailSide = "left" | "right";

/** The two post detail routes and the list each one's "Blog" breadcrumb returns to. */
export const DETAIL_LAYOUTS: Record<DetailSide, { path: string; listPath: string }> = {
  left: { path: "/blog-details-left-sidebar", listPath: LIST_LAYOUTS.leftSidebar.path },
  right: { path: BLOG_POST_PATH, listPath: LIST_LAYOUTS.rightSidebar.path },
};

export function postHref(slug: string, detailPath: string = BLOG_POST_PATH): string {
  return `${detailPath}/${slug}`;
}
