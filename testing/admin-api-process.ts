// The fake account provider as a process of its own, for e2e/start-servers.ts (Playwright's webServer):
//   tsx --conditions=react-server testing/admin-api-process.ts <port>
// It is no mock: our embedded admin API backend (lib/accounts/backend/embedded.ts) on its own in-memory PGlite, with the
// sandbox payment gateway (4242 4242 4242 4242 pays, 4000 0000 0000 0002 declines), served over HTTP with docs/product.md
// section 7's routes and answers by testing/admin-api-server.ts. A site started with ADMIN_API_URL pointing
// here ("remote" mode) registers and pays through it. Listens on 127.0.0.1 only.
//
// Besides the admin API: GET /health answers 200 (the server listens only once the database is migrated), and
// GET /_test/clients?email=… shows what the provider's database holds for that e-mail, for the tests to assert on.
//
// --conditions=react-server resolves "server-only" to its empty module, as inside Next's server bundles
// (node_modules/server-only/package.json); without it the lib imports below throw.
import { fstatSync } from "node:fs";
import { createServer } from "node:http";
import { sql } from "drizzle-orm";
import { embeddedAdminApi } from "@/lib/accounts/backend/embedded";
import { openDatabase } from "@/lib/platform/db/client";
import { clients } from "@/lib/platform/db/schema";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";
import { adminApiHandler } from "@/testing/admin-api-server";

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error("usage: admin-api-process.ts <port>");
  process.exit(2);
}

// A function, not top-level await: tsx compiles this package's .ts files to CommonJS.
async function main() {
  const handle = await openDatabase({});
  const backend = embeddedAdminApi({ db: async () => handle.db, gateways: () => sandboxGateway() });
  const adminApi = adminApiHandler(backend);

  /** The provider's clients with this e-mail (any case), each with its current subscription. */
  async function clientsWithEmail(email: string) {
    const rows = await handle.db
      .select()
      .from(clients)
      .where(sql`lower(${clients.contactEmail}) = lower(${email})`)
      .orderBy(clients.id);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        client_name: row.clientName,
        contact_email: row.contactEmail,
        country_code: row.countryCode,
        plan_id: row.planId,
        billing_cycle: row.billingCycle,
        subscription: await backend.getClientSubscription(row.id),
      })),
    );
  }

  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    try {
      if (request.method === "GET" && url.pathname === "/health") return json(200, { status: "ok" });
      if (request.method === "GET" && url.pathname === "/_test/clients")
        return json(200, { clients: await clientsWithEmail(url.searchParams.get("email") ?? "") });
      await adminApi(
        {
          method: request.method ?? "GET",
          url: request.url ?? "/",
          headers: request.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        },
        response,
      );
    } catch (error) {
      console.error("fake admin API:", error);
      if (!response.headersSent) json(500, { success: false, error: "The fake admin API failed." });
    }
  });

  let stopping = false;
  function stop() {
    if (stopping) return;
    stopping = true;
    server.closeAllConnections();
    server.close(() => void handle.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 2_000).unref();
  }

  // Playwright stops its webServer processes by killing their process group. Should the runner itself die
  // instead, nothing would: so stop when the stdin pipe it holds closes, or when our parent (tsx) is gone.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, stop);
  const stdin = fstatSync(0);
  if (stdin.isFIFO() || stdin.isSocket()) {
    process.stdin.on("end", stop).on("close", stop).resume();
  }
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1_000).unref();

  server.listen(port, "127.0.0.1", () => console.log(`fake admin API on http://127.0.0.1:${port}`));
}

main().catch((error: unknown) => {
  console.error("fake admin API failed to start:", error);
  process.exit(1);
});
