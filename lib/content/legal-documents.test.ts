import { siteCopy } from "@/lib/content/site-copy";
import { formatIsoDate } from "@/lib/platform/time/format-date";
import type { LegalDocument, LegalSlug } from "./legal-types";

const fullText = (document: LegalDocument) => document.sections.flatMap((section) => section.body.flat()).join("\n");

// The documents as the pages read them: content/legal/*.yaml through lib/content/site-copy.ts.
let documents: LegalDocument[];
const bySlug = (slug: LegalSlug) => documents.find((document) => document.slug === slug)!;

beforeAll(async () => {
  documents = await siteCopy.legalDocuments();
});

describe("legal documents", () => {
  it("are the four the site links to, in the cross-links' order", () => {
    expect(documents.map((document) => document.slug)).toEqual(["terms", "privacy", "disclaimer", "data-deletion"]);
  });

  it("have the section counts the site promises", () => {
    expect(bySlug("terms").sections).toHaveLength(13);
    expect(bySlug("privacy").sections).toHaveLength(13);
    expect(bySlug("disclaimer").sections).toHaveLength(15);
    expect(bySlug("data-deletion").sections).toHaveLength(10);
  });

  it("have a real 2026 revision date, unique section titles and their own path", () => {
    for (const document of documents) {
      expect(document.updated).toMatch(/^2026-/);
      expect(() => formatIsoDate(document.updated)).not.toThrow();
      expect(new Set(document.sections.map((section) => section.title)).size).toBe(document.sections.length);
      expect(document.path).toBe(`/${document.slug}`);
    }
  });

  it("state the legal figures of docs/product.md section 9", () => {
    expect(fullText(bySlug("terms"))).toMatch(/at least 30 days before the change/);
    const deletion = fullText(bySlug("data-deletion"));
    expect(deletion).toMatch(/within 24 hours/);
    expect(deletion).toMatch(/within 30 days of verification/);
    expect(deletion).toMatch(/up to 45 days/);
    expect(deletion).toMatch(/about 30 days/);
    expect(fullText(bySlug("privacy"))).toMatch(/children under 13/);
  });

  it("gives the data deletion page its request button to the request form on the page, as its text says", () => {
    const dataDeletion = bySlug("data-deletion");
    expect(dataDeletion.action).toMatchObject({ label: "Request Data Deletion", href: "#request-form" });
    expect(fullText(dataDeletion)).toContain("Use the Request Data Deletion form on this page");
    expect(fullText(dataDeletion)).not.toContain("contact form");
    expect(documents.filter((document) => document.action).map((document) => document.slug)).toEqual(["data-deletion"]);
  });
});
