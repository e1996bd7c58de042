import { formatIsoDate } from "@/lib/time/format-date";
import { dataDeletion } from "./data-deletion";
import { disclaimer } from "./disclaimer";
import { legalDocuments } from "./index";
import { privacy } from "./privacy";
import { terms } from "./terms";
import type { LegalDocument } from "./types";

const fullText = (document: LegalDocument) => document.sections.flatMap((section) => section.body.flat()).join("\n");

describe("legal documents", () => {
  it("have the section counts the site promises", () => {
    expect(terms.sections).toHaveLength(13);
    expect(privacy.sections).toHaveLength(13);
    expect(disclaimer.sections).toHaveLength(15);
    expect(dataDeletion.sections).toHaveLength(10);
  });

  it.each(legalDocuments.map((document) => [document.slug, document] as const))("%s has a real 2026 revision date and unique section titles", (_, document) => {
    expect(document.updated).toMatch(/^2026-/);
    expect(() => formatIsoDate(document.updated)).not.toThrow();
    expect(new Set(document.sections.map((section) => section.title)).size).toBe(document.sections.length);
    expect(document.path).toBe(`/${document.slug}`);
  });

  it("state the legal figures of SPEC section 9", () => {
    expect(fullText(terms)).toMatch(/at least 30 days before the change/);
    const deletion = fullText(dataDeletion);
    expect(deletion).toMatch(/within 24 hours/);
    expect(deletion).toMatch(/within 30 days of verification/);
    expect(deletion).toMatch(/up to 45 days/);
    expect(deletion).toMatch(/about 30 days/);
    expect(fullText(privacy)).toMatch(/children under 13/);
  });

  it("gives the data deletion page its request button to the request form on the page, as its text says", () => {
    expect(dataDeletion.action).toMatchObject({ label: "Request Data Deletion", href: "#request-form" });
    expect(fullText(dataDeletion)).toContain("Use the Request Data Deletion form on this page");
    expect(fullText(dataDeletion)).not.toContain("contact form");
  });
});
