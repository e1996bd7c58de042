/** @jest-environment jsdom */
import { loadScript } from "./load-script";

// A fresh document per test; nothing is fetched (jsdom does not run remote scripts by default).
const freshDocument = () => document.implementation.createHTMLDocument("test");
const scripts = (doc: Document) => Array.from(doc.head.querySelectorAll("script"));

describe("loadScript", () => {
  it("injects one async script and resolves when it loads", async () => {
    const doc = freshDocument();
    const loading = loadScript("https://example.test/a.js", doc);
    expect(scripts(doc)).toHaveLength(1);
    expect(scripts(doc)[0]).toMatchObject({ src: "https://example.test/a.js", async: true });
    scripts(doc)[0].dispatchEvent(new Event("load"));
    await expect(loading).resolves.toBeUndefined();
  });

  it("injects the script only once for repeated calls", async () => {
    const doc = freshDocument();
    const first = loadScript("https://example.test/b.js", doc);
    const second = loadScript("https://example.test/b.js", doc);
    expect(second).toBe(first);
    expect(scripts(doc)).toHaveLength(1);
    scripts(doc)[0].dispatchEvent(new Event("load"));
    await expect(second).resolves.toBeUndefined();
    expect(loadScript("https://example.test/b.js", doc)).toBe(first);
  });

  it("rejects on error, removes the tag and injects it again on retry", async () => {
    const doc = freshDocument();
    const failing = loadScript("https://example.test/c.js", doc);
    scripts(doc)[0].dispatchEvent(new Event("error"));
    await expect(failing).rejects.toThrow("Failed to load https://example.test/c.js");
    expect(scripts(doc)).toHaveLength(0);
    const retry = loadScript("https://example.test/c.js", doc);
    expect(retry).not.toBe(failing);
    expect(scripts(doc)).toHaveLength(1);
    scripts(doc)[0].dispatchEvent(new Event("load"));
    await expect(retry).resolves.toBeUndefined();
  });
});
