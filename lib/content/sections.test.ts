import type { SectionName } from "@/lib/content/types";
import { siteCopy } from "./site-copy";
import { ApiError } from "../platform/http";
import { getContentSection, SECTION_NAMES } from "./sections";
import { blogSection, getPosts } from "./blog/posts";
import { blogPage } from "./blog/blog-page";
import { getFaq } from "./faq";
import { listCatalogPlans } from "../billing/plans/catalog";
import { pricingDataOf } from "./pricing-data";

const SPEC_SECTIONS: SectionName[] = [
  "blog",
  "contact",
  "discover",
  "faq",
  "feature",
  "footer",
  "pricing",
  "service",
  "sidebar",
  "team",
  "work",
];

describe("content sections", () => {
  it.each(SPEC_SECTIONS)("serves %s as a list whose first item holds content_data", async (name) => {
    const [entry, ...rest] = await getContentSection(name);
    expect(rest).toEqual([]);
    expect(entry.section).toBe(name);
    expect(entry.content_data).toBeTruthy();
  });

  it("serves every section as its content file reads", async () => {
    expect((await getContentSection("pricing"))[0].content_data).toEqual({
      ...(await siteCopy.read("pricingCopy")),
      // Each plan's icon measured from its file: public/images/pricing/*.svg are drawn 64 × 64.
      pricingData: pricingDataOf(listCatalogPlans({ country_code: "US", billing_cycle: "Monthly" }).plans, () => ({
        width: 64,
        height: 64,
      })),
    });
    for (const name of ["service", "discover", "feature", "work", "team", "contact", "footer"] as const) {
      expect((await getContentSection(name))[0].content_data).toEqual(await siteCopy.read(name));
    }
    expect((await getContentSection("blog"))[0]).toEqual({
      section: "blog",
      content_data: blogSection(await getPosts(), await blogPage()),
    });
    // The sidebar's words; the list heading and the cards' "Read more" are not the sidebar's.
    const { heading, headingText, searchPlaceholder, categoriesTitle, recentTitle, tagsTitle, tags } = await blogPage();
    expect((await getContentSection("sidebar"))[0].content_data).toEqual({
      searchPlaceholder,
      categoriesTitle,
      recentTitle,
      tagsTitle,
      tags,
    });
    expect((await getContentSection("blog"))[0].content_data).toMatchObject({ heading, headingText });
    expect((await getContentSection("faq"))[0]).toEqual({ section: "faq", content_data: (await getFaq()).faq });
  });

  it("has every section of docs/product.md section 3", () => {
    expect([...SECTION_NAMES].sort()).toEqual(SPEC_SECTIONS);
  });

  it("answers an unknown section with the product's not-found message", async () => {
    await expect(getContentSection("nope")).rejects.toThrow(
      new ApiError("not_found", "Content not found for section: nope"),
    );
    await expect(getContentSection("toString")).rejects.toThrow("Content not found for section: toString");
    await expect(getContentSection("hero")).rejects.toThrow("Content not found for section: hero");
  });
});
