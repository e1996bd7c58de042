import { Script } from "node:vm";
import { scriptsAfterFirstPaint } from "./scripts-after-paint";

// The shape of a prerendered page as Next 16 writes it (abridged).
const PAGE = [
  "<!DOCTYPE html><html lang=\"en\"><head><meta charSet=\"utf-8\"/>",
  "<link rel=\"stylesheet\" href=\"/_next/static/chunks/site.css\" data-precedence=\"next\"/>",
  "<link rel=\"preload\" as=\"script\" fetchPriority=\"low\" href=\"/_next/static/chunks/page.js\"/>",
  "<link rel=\"preload\" as=\"script\" fetchPriority=\"low\" href=\"/_next/static/chunks/elsewhere.js\"/>",
  "<script src=\"/_next/static/chunks/react-dom.js\" async=\"\"></script>",
  "<script src=\"/_next/static/chunks/turbopack-runtime.js\" async=\"\"></script>",
  "<title>Terms</title>",
  "<script src=\"/_next/static/chunks/polyfills.js\" noModule=\"\"></script></head>",
  "<body><main><p>Text</p></main>",
  "<script id=\"_R_\">(globalThis.TURBOPACK = globalThis.TURBOPACK || []).push({})</script>",
  "<script src=\"/_next/static/chunks/page.js\" async=\"\"></script>",
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>",
].join("");

const loaderOf = (html: string) => /<script data-scripts-after-paint="">(\(function \(sources\)[\s\S]*?)<\/script><\/head>/.exec(html)?.[1];

describe("scriptsAfterFirstPaint", () => {
  it("takes out the async script tags and hands their sources, in page order, to a loader at the end of the head", () => {
    const html = scriptsAfterFirstPaint(PAGE);
    expect(html).not.toMatch(/<script src="[^"]+" async="">/);
    const loader = loaderOf(html);
    expect(loader).toBeDefined();
    expect(loader).toContain('(["/_next/static/chunks/react-dom.js","/_next/static/chunks/turbopack-runtime.js","/_next/static/chunks/page.js"])');
  });

  it("drops Next's early preload of a deferred script and keeps every other tag", () => {
    const html = scriptsAfterFirstPaint(PAGE);
    expect(html).not.toContain('href="/_next/static/chunks/page.js"');
    expect(html).toContain('<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/elsewhere.js"/>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<script id="_R_">');
    expect(html).toContain("<script>(self.__next_f=self.__next_f||[]).push([0])</script>");
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>');
  });

  it("writes a loader a browser can run: plain script, no helper it would lack", () => {
    const loader = loaderOf(scriptsAfterFirstPaint(PAGE))!;
    expect(() => new Script(loader)).not.toThrow();
    expect(loader).not.toMatch(/__name|=>|\blet\b|\bconst\b/);
  });

  describe("the loader, run as a browser would", () => {
    type Setup = { visibility: "visible" | "hidden"; observer: "paint" | "no paint" | "none" };
    function run({ visibility, observer }: Setup) {
      const appended: { src?: string; async?: boolean }[] = [];
      const timers: { ms: number; fire: () => void }[] = [];
      let paint: (() => void) | undefined;
      let observing: unknown;
      class FakeObserver {
        static supportedEntryTypes = observer === "paint" ? ["paint", "largest-contentful-paint"] : ["resource"];
        constructor(callback: () => void) {
          paint = callback;
        }
        observe(options: unknown) {
          observing = options;
        }
      }
      const context = {
        document: { visibilityState: visibility, createElement: () => ({}), head: { appendChild: (script: object) => appended.push({ ...script }) } },
        setTimeout: (fire: () => void, ms: number) => timers.push({ fire, ms }),
        ...(observer === "none" ? {} : { PerformanceObserver: FakeObserver }),
      };
      new Script(loaderOf(scriptsAfterFirstPaint(PAGE))!).runInNewContext(context);
      return { appended, timers, paint: () => paint?.(), observing: () => observing };
    }
    const ALL = ["/_next/static/chunks/react-dom.js", "/_next/static/chunks/turbopack-runtime.js", "/_next/static/chunks/page.js"].map((src) => ({ src, async: true }));

    it("adds nothing before the first paint, then every script once, async and in order", () => {
      const page = run({ visibility: "visible", observer: "paint" });
      expect(page.appended).toEqual([]);
      expect(page.observing()).toEqual({ type: "paint", buffered: true });
      page.paint();
      expect(page.appended).toEqual(ALL);
      page.paint();
      page.timers.forEach((timer) => timer.fire());
      expect(page.appended).toEqual(ALL);
    });

    it("starts them after 3 s when no paint is reported", () => {
      const page = run({ visibility: "visible", observer: "paint" });
      expect(page.timers.map((timer) => timer.ms)).toEqual([3000]);
      page.timers[0].fire();
      expect(page.appended).toEqual(ALL);
    });

    it.each<Setup>([
      { visibility: "hidden", observer: "paint" },
      { visibility: "visible", observer: "no paint" },
      { visibility: "visible", observer: "none" },
    ])("starts them at once: $visibility tab, paint observer $observer", (setup) => {
      const page = run(setup);
      expect(page.appended).toEqual(ALL);
      expect(page.timers).toEqual([]);
    });
  });

  it("leaves HTML without async scripts, or without a head to put the loader in, as it is", () => {
    const plain = "<!DOCTYPE html><html><head><title>x</title></head><body>Hi</body></html>";
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const fragment = '<div><script src="/a.js" async=""></script></div>';
    expect(scriptsAfterFirstPaint(fragment)).toBe(fragment);
  });

  it("cannot be made to close its own script tag by a source", () => {
    const hostile = PAGE.replace("/_next/static/chunks/page.js\" async", "/x.js?</script><script>alert(1)//\" async");
    const html = scriptsAfterFirstPaint(hostile);
    expect(html).not.toContain("<script>alert(1)");
  });
});
