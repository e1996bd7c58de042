import { BLOG_POST_PATH } from "@/lib/content/blog/paths";

/** One of the four blog list routes: how many posts a page holds and how they are laid out. */
export type ListLayout = {
  path: string;
  metaTitle: string;
  /** The meta description: each list route has its own, so search results tell them apart. */
  metaDescription: string;
  pageSize: number;
  /** Cards per row on wide screens; 1 is a list of horizontal cards. */
  columns: 1 | 2 | 3;
  sidebar: "left" | "right" | null;
};

// Page sizes are chosen so that every layout has at least two pages with the current posts.
export const LIST_LAYOUTS = {
  twoColumn: {
    path: "/blog-two-column",
    metaTitle: "Blog in two columns",
    metaDescription:
      "The LeadFlow blog in two columns: practical guides for sales teams on answering leads fast, assigning them fairly and following up until they convert.",
    pageSize: 4,
    columns: 2,
    sidebar: null,
  },
  threeColumn: {
    path: "/blog-three-column",
    metaTitle: "Blog",
    metaDescription:
      "Practical articles for sales teams on speed to lead, lead assignment, follow-up cadences, pipeline stages, AI suggestions and the KPIs worth watching.",
    pageSize: 6,
    columns: 3,
    sidebar: null,
  },
  leftSidebar: {
    path: "/blog-left-sidebar",
    metaTitle: "Blog with left sidebar",
    metaDescription:
      "Every LeadFlow article in one list, with search, categories and recent posts beside it: lead response, pipeline stages, tele-caller onboarding and sales KPIs.",
    pageSize: 4,
    columns: 1,
    sidebar: "left",
  },
  rightSidebar: {
    path: "/blog-right-sidebar",
    metaTitle: "Blog with right sidebar",
    metaDescription:
      "Sales playbooks from the LeadFlow team, with search and the latest posts at hand: AI lead scoring, daily follow-up suggestions, round-robin assignment and more.",
    pageSize: 4,
    columns: 2,
    sidebar: "right",
  },
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

/** Where a list's posts open: the detail layout with the sidebar on the same side; lists without one use the canonical route. */
export function listDetailPath(layout: ListLayout): string {
  return layout.sidebar ? DETAIL_LAYOUTS[layout.sidebar].path : BLOG_POST_PATH;
}

/** The slug of a link to a post under either detail route ("/blog-details-left-sidebar/x?y#z" → "x"), else null. */
export function postSlugOf(href: string): string | null {
  const path = href.replace(/[?#].*$/, "").replace(/\/$/, "");
  for (const { path: detail } of Object.values(DETAIL_LAYOUTS)) {
    const slug = path.startsWith(`${detail}/`) ? path.slice(detail.length + 1) : "";
    if (/^[a-z0-9-]+$/.test(slug)) return slug;
  }
  return null;
}
