import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { jsonLines, OWN_SERVER_PORT, serverEnv, startOwnServer, type OwnServer } from "./own-server";

// A server action request whose body React cannot decode: Next answers it before any action of ours runs, with a 500
// (no hook to answer 400: docs/security.md, "Every edge answers like the rest"). What is ours is the log: one short
// warn line with its code for each, no error line and no stack (lib/platform/observability/request-error.ts). A server
// of its own, so its output holds only these requests.

const port = OWN_SERVER_PORT + 3;
let server: OwnServer;

test.beforeAll(async () => {
  server = await startOwnServer(port, serverEnv(port));
});
test.afterAll(() => server?.stop());

/** The newsletter form's action id, from the build the server runs. */
function subscribeActionId(): string {
  const manifest = JSON.parse(
    readFileSync(path.join(process.env.NEXT_DIST_DIR || ".next", "server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { exportedName: string }> };
  const [id] = Object.entries(manifest.node).find(([, { exportedName }]) => exportedName === "subscribeToNewsletter")!;
  return id;
}

test("an undecodable server action body: one short warn line each, no error line, no stack", async () => {
  const deep = `${"[".repeat(5_000)}${"]".repeat(5_000)}`;
  const bodies: Record<string, Record<string, string>> = {
    "not JSON": { "0": "not json" },
    "no root field": { "1": '"x"' },
    "a reference to a missing row": { "0": '"$Q1"' },
    "5,000 levels of nesting": { "0": deep },
  };
  const before = server.output().length;
  for (const [name, fields] of Object.entries(bodies)) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const answer = await fetch(`${server.url}/subscribe-page`, {
      method: "POST",
      headers: { "next-action": subscribeActionId(), accept: "text/x-component", origin: server.url },
      body: form,
    });
    // Next's status, not ours to choose (docs/security.md).
    expect(answer.status, name).toBe(500);
    await answer.arrayBuffer();
  }
  await expect
    .poll(() => jsonLines(server.output().slice(before)).filter((line) => line.code === "undecodable_action_body"))
    .toHaveLength(4);
  const ours = jsonLines(server.output().slice(before));
  expect(ours.filter((line) => line.level === "error")).toEqual([]);
  for (const line of ours.filter((entry) => entry.code === "undecodable_action_body")) {
    expect(line).toMatchObject({ level: "warn", route: "/subscribe-page", method: "POST", path: "/subscribe-page" });
    expect(JSON.stringify(line)).not.toContain("stack");
    expect(JSON.stringify(line).length).toBeLessThan(600);
  }
});
