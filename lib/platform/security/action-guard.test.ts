import { CROSS_ORIGIN_REFUSED } from "./origin";
import { FORM_LENGTH_REQUIRED, FORM_TOO_LARGE, refuseServerAction, SERVER_ACTION_BODY_LIMIT } from "./action-guard";

const SITE = "https://leadflow.example";
const post = (overrides: Partial<Parameters<typeof refuseServerAction>[0]> = {}) =>
  refuseServerAction({
    method: "POST",
    origin: SITE,
    host: "leadflow.example",
    protocol: "https:",
    contentLength: "512",
    siteUrl: SITE,
    ...overrides,
  });

describe("refuseServerAction", () => {
  it("lets the site's own forms through, and anything that is not a POST", () => {
    expect(post()).toBeNull();
    expect(post({ origin: null })).toBeNull(); // no Origin: not a browser's cross-site request
    expect(post({ contentLength: String(SERVER_ACTION_BODY_LIMIT) })).toBeNull();
    expect(
      refuseServerAction({
        method: "GET",
        origin: "https://evil.example",
        host: "leadflow.example",
        protocol: "https:",
        contentLength: "999999999",
        siteUrl: SITE,
      }),
    ).toBeNull();
  });

  it("refuses another site's page with 403", () => {
    expect(post({ origin: "https://evil.example" })).toEqual({ status: 403, error: CROSS_ORIGIN_REFUSED });
    expect(post({ origin: "null" })).toEqual({ status: 403, error: CROSS_ORIGIN_REFUSED });
  });

  it("refuses the site's host under another scheme or port (an https page posting to the http site)", () => {
    const site = { siteUrl: "http://127.0.0.1:3000", host: "127.0.0.1:3100", protocol: "http:" };
    expect(post({ ...site, origin: "http://127.0.0.1:3100" })).toBeNull();
    expect(post({ ...site, origin: "https://127.0.0.1:3100" })).toEqual({ status: 403, error: CROSS_ORIGIN_REFUSED });
    expect(post({ ...site, origin: "http://127.0.0.1:3101" })).toEqual({ status: 403, error: CROSS_ORIGIN_REFUSED });
  });

  it("refuses a body of unknown length (chunked) with 411, before anything reads it", () => {
    expect(post({ contentLength: null })).toEqual({ status: 411, error: FORM_LENGTH_REQUIRED });
  });

  it("refuses a declared body over the limit, or a length that is not a number, with 413", () => {
    expect(post({ contentLength: String(SERVER_ACTION_BODY_LIMIT + 1) })).toEqual({
      status: 413,
      error: FORM_TOO_LARGE,
    });
    expect(post({ contentLength: "lots" })).toEqual({ status: 413, error: FORM_TOO_LARGE });
  });
});
