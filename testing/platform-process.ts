// The fake platform as a process of its own, for e2e/start-servers.ts (Playwright's webServer):
//   tsx testing/platform-process.ts <port> <sync key>
// POST /clients decrypts { data } with the key and records it; it answers success, except HTTP 500 when the
// decrypted e-mail contains "+syncfail". GET /received?email=… returns what was decrypted for that e-mail
// (newest last), GET /health answers "ok". Listens on 127.0.0.1 only.
import { createServer } from "node:http";
import { decryptSyncData } from "./platform-server";

const port = Number(process.argv[2]);
const secret = process.argv[3];
if (!Number.isInteger(port) || port <= 0 || !secret) {
  console.error("usage: platform-process.ts <port> <sync key>");
  process.exit(2);
}

const received: Record<string, unknown>[] = [];

const server = createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
  const json = (status: number, body: unknown) =>
    response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
  const chunks: Buffer[] = [];
  request.on("data", (chunk: Buffer) => chunks.push(chunk));
  request.on("end", () => {
    if (request.method === "GET" && url.pathname === "/health") return json(200, { status: "ok" });
    if (request.method === "GET" && url.pathname === "/received") {
      const email = url.searchParams.get("email");
      return json(
        200,
        received.filter((payload) => payload.email === email),
      );
    }
    if (request.method === "POST" && url.pathname === "/clients") {
      let payload: Record<string, unknown>;
      try {
        const { data } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data: string };
        payload = decryptSyncData(data, secret);
      } catch (error) {
        return json(400, { status: false, message: `Could not decrypt: ${String(error)}` });
      }
      received.push(payload);
      if (String(payload.email ?? "").includes("+syncfail"))
        return json(500, { status: false, message: "API returned an error" });
      return json(200, { status: true, data: { status: true } });
    }
    return json(404, { status: false, message: `No route for ${request.method} ${url.pathname}` });
  });
});

server.listen(port, "127.0.0.1", () => console.log(`fake platform on http://127.0.0.1:${port}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
