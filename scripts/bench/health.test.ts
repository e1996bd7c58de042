import { sendJson, startHttpServer } from "@/testing/http-server";
import { waitForHealth } from "./health.mjs";

describe("waitForHealth", () => {
  it("asks again while /api/health answers 503 (the database still opening), until it answers 200", async () => {
    let asked = 0;
    const server = await startHttpServer((_, response) =>
      ++asked < 3 ? sendJson(response, 503, { status: "unavailable" }) : sendJson(response, 200, { status: "ok" }),
    );
    try {
      await expect(waitForHealth(server.url, { timeoutMs: 5_000, intervalMs: 10 })).resolves.toBeUndefined();
      expect(server.requests.map((request) => request.url)).toEqual(["/api/health", "/api/health", "/api/health"]);
    } finally {
      await server.close();
    }
  });

  it("gives up after its timeout, saying what it got last", async () => {
    const server = await startHttpServer((_, response) => sendJson(response, 503, { status: "unavailable" }));
    try {
      await expect(waitForHealth(server.url, { timeoutMs: 100, intervalMs: 10 })).rejects.toThrow(
        "GET /api/health did not answer 200 within 0.1 s (last: status 503)",
      );
    } finally {
      await server.close();
    }
  });
});
