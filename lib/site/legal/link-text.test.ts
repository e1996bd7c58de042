import { splitLinks } from "./link-text";

describe("splitLinks", () => {
  it("returns plain text as one part", () => {
    expect(splitLinks("No links here.")).toEqual([{ text: "No links here." }]);
  });

  it("turns [label](/path) into a site link", () => {
    expect(splitLinks("Read our [Privacy Policy](/privacy) first.")).toEqual([
      { text: "Read our " },
      { text: "Privacy Policy", href: "/privacy" },
      { text: " first." },
    ]);
  });

  it("turns e-mail addresses into mailto links without trailing punctuation", () => {
    expect(splitLinks("Write to privacy@leadflow.example.")).toEqual([
      { text: "Write to " },
      { text: "privacy@leadflow.example", href: "mailto:privacy@leadflow.example" },
      { text: "." },
    ]);
  });

  it("handles several links and links at both ends", () => {
    expect(splitLinks("legal@leadflow.example or the [contact page](/contact-page)")).toEqual([
      { text: "legal@leadflow.example", href: "mailto:legal@leadflow.example" },
      { text: " or the " },
      { text: "contact page", href: "/contact-page" },
    ]);
  });

  it("leaves links to other sites and schemes as plain text", () => {
    const text = "[click](javascript:alert(1)) and [away](https://example.com)";
    expect(splitLinks(text)).toEqual([{ text }]);
  });
});
