import { expect, test } from "./fixtures";

// The content editor (/keystatic and its API) is built only for `next dev` and for GitHub mode (next.config.ts). The
// e2e servers run a production build without the KEYSTATIC_GITHUB_* settings: no editor, no API that writes files.

test("a production build without GitHub mode has no content editor: /keystatic and its API answer 404", async ({
  request,
}) => {
  for (const path of ["/keystatic", "/keystatic/collection/posts", "/keystatic/singleton/faq", "/api/keystatic/tree"]) {
    expect([path, (await request.get(path)).status()]).toEqual([path, 404]);
  }
  expect((await request.post("/api/keystatic/update", { data: {} })).status()).toBe(404);
});
