/** @jest-environment jsdom */
// jsdom's DOMParser is a strict XML parser (saxes): a feed it cannot read is one a feed reader could not either.
import type { BlogPost } from "@/lib/content/blog/types";
import { escapeXml, FEED_PATH, rssDate, rssFeed } from "./feed";

const ORIGIN = "https://www.leadflow.example";
const NOW = new Date("2026-11-20T12:00:00Z");
const post = (slug: string, date: string, extra: Partial<BlogPost> = {}) => ({
  slug,
  title: `Post ${slug}`,
  author: "Priya Nair",
  date,
  excerpt: `About ${slug}.`,
  category: "Lead Management",
  ...extra,
});

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return doc;
}

const feed = (items: ReturnType<typeof post>[]) =>
  rssFeed({
    title: "The LeadFlow Blog",
    description: "Playbooks & guides",
    origin: ORIGIN,
    listPath: "/blog-three-column",
    posts: items,
    now: NOW,
  });

describe("rssFeed", () => {
  it("stays well-formed XML with &, < and quotes in a title, and gives the text back unchanged", () => {
    const tricky = 'Q&A: when <5 minutes "beats" a day\'s wait';
    const doc = parse(
      feed([post("tricky", "2026-11-01", { title: tricky, author: "R&D <team>", excerpt: "a < b && c > d" })]),
    );
    const item = doc.getElementsByTagName("item")[0];
    expect(item.getElementsByTagName("title")[0].textContent).toBe(tricky);
    expect(item.getElementsByTagName("dc:creator")[0].textContent).toBe("R&D <team>");
    expect(item.getElementsByTagName("description")[0].textContent).toBe("a < b && c > d");
    expect(doc.getElementsByTagName("description")[0].textContent).toBe("Playbooks & guides");
  });

  it("lists the published posts only, newest first: no draft, nothing dated after today", () => {
    const doc = parse(
      feed([
        post("older", "2026-10-01"),
        post("draft", "2026-11-02", { draft: true }),
        post("scheduled", "2026-11-21"),
        post("today", "2026-11-20"),
        post("newer", "2026-11-05"),
      ]),
    );
    const links = [...doc.getElementsByTagName("item")].map((item) => item.getElementsByTagName("link")[0].textContent);
    expect(links).toEqual([
      `${ORIGIN}/blog-details-right-sidebar/today`,
      `${ORIGIN}/blog-details-right-sidebar/newer`,
      `${ORIGIN}/blog-details-right-sidebar/older`,
    ]);
  });

  it("gives each item a title, link, permalink guid, RFC 822 date, description, author and category", () => {
    const doc = parse(feed([post("speed-to-lead", "2026-11-10")]));
    const item = doc.getElementsByTagName("item")[0];
    const text = (name: string) => item.getElementsByTagName(name)[0]?.textContent;
    expect(text("title")).toBe("Post speed-to-lead");
    expect(text("link")).toBe(`${ORIGIN}/blog-details-right-sidebar/speed-to-lead`);
    expect(text("guid")).toBe(`${ORIGIN}/blog-details-right-sidebar/speed-to-lead`);
    expect(item.getElementsByTagName("guid")[0].getAttribute("isPermaLink")).toBe("true");
    expect(text("pubDate")).toBe("Tue, 10 Nov 2026 00:00:00 GMT");
    expect(text("description")).toBe("About speed-to-lead.");
    expect(text("dc:creator")).toBe("Priya Nair");
    expect(text("category")).toBe("Lead Management");
  });

  it("describes the channel with absolute URLs and points to itself", () => {
    const doc = parse(feed([post("a", "2026-11-10"), post("b", "2026-11-12")]));
    const rss = doc.documentElement;
    expect(rss.nodeName).toBe("rss");
    expect(rss.getAttribute("version")).toBe("2.0");
    const channel = rss.getElementsByTagName("channel")[0];
    expect(channel.getElementsByTagName("link")[0].textContent).toBe(`${ORIGIN}/blog-three-column`);
    expect(channel.getElementsByTagName("lastBuildDate")[0].textContent).toBe("Thu, 12 Nov 2026 00:00:00 GMT");
    const self = channel.getElementsByTagName("atom:link")[0];
    expect(self.getAttribute("href")).toBe(`${ORIGIN}${FEED_PATH}`);
    expect(self.getAttribute("rel")).toBe("self");
  });

  it("is well-formed with no published post at all", () => {
    const doc = parse(feed([post("later", "2027-01-01")]));
    expect(doc.getElementsByTagName("item")).toHaveLength(0);
  });
});

describe("escapeXml and rssDate", () => {
  it("drops characters XML 1.0 cannot carry", () => {
    expect(escapeXml("a\u0001b\u000Bc\td")).toBe("abc\td");
  });

  it("writes a post's day as RSS dates are written", () => {
    expect(rssDate("2026-01-05")).toBe("Mon, 05 Jan 2026 00:00:00 GMT");
  });
});
