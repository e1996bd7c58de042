import { expect, test } from "./fixtures";
import { OWN_SERVER_PORT, serverEnv, startOwnServer } from "./own-server";

// Mailed links (newsletter confirm and unsubscribe, List-Unsubscribe, /signup/resume) and canonical URLs are built
// from SITE_URL. A production server without it used to fall back to http://localhost:3000 wherever it ran: now it
// does not start, and says why.

test("a production server without SITE_URL stops at start-up with a readable message", async () => {
  const env = serverEnv(OWN_SERVER_PORT + 1);
  delete env.SITE_URL;
  const server = await startOwnServer(OWN_SERVER_PORT + 1, env);
  try {
    const stillRunning = new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), 20_000));
    expect(await Promise.race([server.exited, stillRunning])).not.toBe("still running");
    expect(await server.exited).not.toBe(0);
    expect(server.output()).toContain("SITE_URL: required in production: the site's public address");
  } finally {
    await server.stop();
  }
});
