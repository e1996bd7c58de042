import { postSlug } from "@/lib/content/keystatic/blog";
import { readPosts } from "@/lib/content/blog/posts";
import { publishedOnly } from "./visibility";
import { DETAIL_LAYOUTS, LIST_LAYOUTS, listDetailPath, postHref } from "./layouts";
import { pageCount } from "./pagination";

describe("LIST_LAYOUTS", () => {
  it.each(Object.entries(LIST_LAYOUTS))(
    "%s spans at least two pages with the current published posts",
    async (_, layout) => {
      const published = publishedOnly(await readPosts(process.cwd()));
      expect(pageCount(published.length, layout.pageSize)).toBeGreaterThanOrEqual(2);
    },
  );

  it("keeps grids without a sidebar and lists with one", () => {
    expect(LIST_LAYOUTS.threeColumn).toMatchObject({ columns: 3, sidebar: null });
    expect(LIST_LAYOUTS.leftSidebar.sidebar).toBe("left");
    expect(LIST_LAYOUTS.rightSidebar.sidebar).toBe("right");
  });
});

describe("postHref", () => {
  it("defaults to the right-sidebar detail route", () => {
    expect(postHref("speed")).toBe("/blog-details-right-sidebar/speed");
    expect(postHref("speed", DETAIL_LAYOUTS.left.path)).toBe("/blog-details-left-sidebar/speed");
  });
});

describe("listDetailPath", () => {
  it("opens a sidebar list's posts with the sidebar on the same side", () => {
    expect(listDetailPath(LIST_LAYOUTS.leftSidebar)).toBe("/blog-details-left-sidebar");
    expect(listDetailPath(LIST_LAYOUTS.rightSidebar)).toBe("/blog-details-right-sidebar");
  });

  it("opens the other lists' posts at their canonical route", () => {
    expect(listDetailPath(LIST_LAYOUTS.twoColumn)).toBe("/blog-details-right-sidebar");
    expect(listDetailPath(LIST_LAYOUTS.threeColumn)).toBe("/blog-details-right-sidebar");
  });
});

describe("postSlug", () => {
  it("keeps brand words whole", () => {
    expect(postSlug("LeadFlow for WhatsApp: Follow-ups & Replies")).toBe(
      "leadflow-for-whatsapp-follow-ups-and-replies",
    );
    expect(postSlug("  Café CRM 2027 ")).toBe("cafe-crm-2027");
  });
});
