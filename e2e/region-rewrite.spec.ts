import { expect, test } from "./fixtures";

// proxy.ts rewrites "/" to the page prerendered for the visitor's region. Next answers an internal rewrite with a
// relative x-middleware-rewrite; an absolute one means it forwarded the request through an HTTP hop to itself.
test("the region rewrite stays inside the server, without an HTTP hop", async ({ request }) => {
  for (const [path, target] of [
    ["/", "/global"],
    ["/pricing", "/global/pricing"],
  ]) {
    const answer = await request.get(path, { headers: { "accept-language": "en-US" } });
    expect(answer.status()).toBe(200);
    expect(answer.headers()["x-middleware-rewrite"], path).toBe(target);
  }
});
