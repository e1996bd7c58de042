import { faqPageSchema, serializeJsonLd } from "./faq-schema";

describe("faqPageSchema", () => {
  it("maps each item to a Question with an accepted Answer", () => {
    expect(faqPageSchema([{ title: "Is there a free plan?", content: "Yes, for 1 user." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Is there a free plan?",
          acceptedAnswer: { "@type": "Answer", text: "Yes, for 1 user." },
        },
      ],
    });
  });
});

describe("serializeJsonLd", () => {
  it("escapes < so the JSON cannot close its script tag", () => {
    const json = serializeJsonLd({ text: "a </script><script>alert(1)</script> b" });
    expect(json).not.toContain("<");
    expect(json).toContain("\\u003c/script>");
    expect(JSON.parse(json)).toEqual({ text: "a </script><script>alert(1)</script> b" });
  });
});
