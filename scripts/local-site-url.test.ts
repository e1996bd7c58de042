import { localSiteUrl } from "./local-site-url.mjs";

describe("localSiteUrl (npm start's SITE_URL when unset)", () => {
  it("is the address next start listens on: -p or --port, else PORT, else 3000", () => {
    expect(localSiteUrl([], {})).toBe("http://localhost:3000");
    expect(localSiteUrl([], { PORT: "8080" })).toBe("http://localhost:8080");
    expect(localSiteUrl(["-p", "4000"], { PORT: "8080" })).toBe("http://localhost:4000");
    expect(localSiteUrl(["-H", "localhost", "--port", "4001"], {})).toBe("http://localhost:4001");
    expect(localSiteUrl(["--port=4002"], {})).toBe("http://localhost:4002");
  });
});
