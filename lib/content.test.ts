import { contentSections } from "@/content/sections";
import { ApiError } from "./http";
import { getContentSection, SECTION_NAMES } from "./content";
import { blogSection, getPosts } from "./content/blog";
import { getFaq } from "./content/faq";

describe("content sections", () => {
  it.each(Object.keys(contentSections))("serves %s as a list whose first item holds content_data", async (name) => {
    const [entry] = await getContentSection(name);
    expect(entry.section).toBe(name);
    expect(entry.content_data).toBe(contentSections[name as keyof typeof contentSections]);
  });

  it("serves the blog's published posts and the FAQ from their files", async () => {
    expect((await getContentSection("blog"))[0]).toEqual({ section: "blog", content_data: blogSection(await getPosts()) });
    expect((await getContentSection("faq"))[0]).toEqual({ section: "faq", content_data: (await getFaq()).faq });
  });

  it("has every section of SPEC section 3", () => {
    expect([...SECTION_NAMES].sort()).toEqual(["blog", "contact", "discover", "faq", "feature", "footer", "pricing", "service", "sidebar", "team", "work"]);
  });

  it("answers an unknown section with SPEC's not-found message", async () => {
    await expect(getContentSection("nope")).rejects.toThrow(new ApiError("not_found", "Content not found for section: nope"));
    await expect(getContentSection("toString")).rejects.toThrow("Content not found for section: toString");
  });
});
