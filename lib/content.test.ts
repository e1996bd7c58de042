import { contentSections } from "@/content/sections";
import { ApiError } from "./http";
import { getContentSection } from "./content";

describe("content sections", () => {
  it.each(Object.keys(contentSections))("serves %s as a list whose first item holds content_data", (name) => {
    const [entry] = getContentSection(name);
    expect(entry.section).toBe(name);
    expect(entry.content_data).toBe(contentSections[name as keyof typeof contentSections]);
  });

  it("has every section of SPEC section 3", () => {
    expect(Object.keys(contentSections).sort()).toEqual(
      ["blog", "contact", "discover", "faq", "feature", "footer", "pricing", "service", "sidebar", "team", "work"],
    );
  });

  it("answers an unknown section with SPEC's not-found message", () => {
    expect(() => getContentSection("nope")).toThrow(new ApiError("not_found", "Content not found for section: nope"));
    expect(() => getContentSection("toString")).toThrow("Content not found for section: toString");
  });
});
