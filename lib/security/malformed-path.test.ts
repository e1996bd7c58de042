import { MALFORMED_PATH, malformedPathAnswer } from "./malformed-path";

describe("a path with a broken %-escape", () => {
  it("answers 400, in JSON on /api and in plain text elsewhere, with the security headers", () => {
    const api = malformedPathAnswer("/api/content/%E0%A4%A?x=1");
    expect(api).toMatchObject({ status: 400, headers: { "content-type": "application/json", "x-content-type-options": "nosniff" } });
    expect(JSON.parse(api!.body)).toEqual({ success: false, error: MALFORMED_PATH });
    const page = malformedPathAnswer("/%E0");
    expect(page).toMatchObject({ status: 400, body: MALFORMED_PATH, headers: { "content-type": "text/plain; charset=utf-8", "content-security-policy": "default-src 'none'; frame-ancestors 'none'" } });
  });

  it("leaves every well-formed address alone, a broken escape in the query too (the route judges its query)", () => {
    for (const url of ["/", "/faq", "/api/health", "/blog/caf%C3%A9", "/faq?x=%ZZ", "/a%20b", undefined]) expect(malformedPathAnswer(url)).toBeNull();
  });
});
