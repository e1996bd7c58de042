import { sendJson, startHttpServer } from "@/testing/http-server";
import { editorMayPreview } from "./editor-session";

// The editor's Preview button opens Draft Mode only for someone the editor itself would let save.

const github = { production: true, keystaticGithub: { repo: "leadflow/site" } };

describe("editorMayPreview", () => {
  it("in local mode: next dev yes, a production server without the editor's GitHub settings never", async () => {
    expect(await editorMayPreview(undefined, { production: false, keystaticGithub: null })).toBe(true);
    expect(await editorMayPreview("token", { production: true, keystaticGithub: null })).toBe(false);
  });

  it("in GitHub mode: only a token of someone who can push to the content repository", async () => {
    const api = await startHttpServer((request, response) => {
      const token = request.headers.authorization;
      if (request.url !== "/repos/leadflow/site" || !token) return sendJson(response, 404, {});
      if (token === "Bearer writer") return sendJson(response, 200, { permissions: { push: true } });
      if (token === "Bearer reader") return sendJson(response, 200, { permissions: { push: false } });
      return sendJson(response, 401, { message: "Bad credentials" });
    });
    try {
      expect(await editorMayPreview("writer", github, api.url)).toBe(true);
      expect(await editorMayPreview("reader", github, api.url)).toBe(false);
      expect(await editorMayPreview("forged", github, api.url)).toBe(false);
      expect(await editorMayPreview(undefined, github, api.url)).toBe(false);
      expect(api.requests).toHaveLength(3);
    } finally {
      await api.close();
    }
  });
});
