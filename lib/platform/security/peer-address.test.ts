import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { clientIp, type AddressTrust } from "@/lib/site/request/meta";
import { REGISTER_RATE_LIMIT } from "@/lib/accounts/companies/register";
import { submitRegistration } from "@/lib/accounts/companies/submit";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { openTestPglite } from "@/testing/pglite-template";
import { PEER_ADDRESS_HEADER, peerAddressesStamped, stampPeerAddresses } from "./peer-address";

// Registrations over real HTTP, limited per client address as the app does (lib/accounts/companies/register.ts), with the
// peer stamp installed as instrumentation.ts installs it at the server's start.

let handle: DatabaseHandle;
let server: Server;
let port: number;
let stopStamping: () => void;
let trust: AddressTrust | undefined; // undefined: the app's own configuration (TRUSTED_PROXY_HOPS unset)
let counter = 0;
// Every registration in one window of the hourly limit, whatever the clock: a run straddling the hour got a fresh limit.
const NOW = new Date("2026-11-22T10:20:00Z");

beforeAll(async () => {
  handle = await openTestPglite();
  stopStamping = stampPeerAddresses();
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const headers = new Headers(
      Object.entries(req.headers).flatMap(([name, value]): [string, string][] =>
        typeof value === "string" ? [[name, value]] : [],
      ),
    );
    const ip = clientIp(headers, trust);
    const { status } = await submitRegistration(handle.db, JSON.parse(Buffer.concat(chunks).toString()), {
      ip,
      countryCode: "US",
      platform: {},
      now: NOW,
    });
    res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ ip }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  stopStamping();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await handle.close();
});

function register(headers: Record<string, string>): Promise<{ status: number; ip: string }> {
  counter += 1;
  const body = JSON.stringify({
    client_name: "Acme Sales",
    contact_name: "Asha Rao",
    contact_email: `peer${counter}@acme.example`,
    contact_phone: "+14155550100",
    acceptTerms: true,
  });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/",
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, ip: JSON.parse(Buffer.concat(chunks).toString()).ip }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("the client address of a request to this server", () => {
  it("is the connection's peer, whatever the client writes into the headers", async () => {
    expect(peerAddressesStamped()).toBe(true);
    const answer = await register({
      "x-forwarded-for": "203.0.113.1",
      [PEER_ADDRESS_HEADER]: "203.0.113.2",
      "x-real-ip": "203.0.113.3",
    });
    expect(answer).toEqual({ status: 201, ip: "127.0.0.1" });
  });

  it("with no proxy configured: a forged X-Forwarded-For per request gets no new limit", async () => {
    trust = undefined;
    const statuses: number[] = [];
    for (let i = 0; i < REGISTER_RATE_LIMIT.limit + 2; i += 1) {
      statuses.push(
        (await register({ "x-forwarded-for": `198.51.100.${i}`, [PEER_ADDRESS_HEADER]: `198.51.100.${i}` })).status,
      );
    }
    // The first test's registration counted too: the same address.
    expect(statuses.filter((status) => status === 201)).toHaveLength(REGISTER_RATE_LIMIT.limit - 1);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
  }, 30_000);

  it("with one proxy configured: the entry it appended is honoured, so each visitor behind it has its own limit", async () => {
    trust = { vercel: false, trustedProxyHops: 1, peerStamped: true };
    const first = await register({ "x-forwarded-for": "6.6.6.6, 192.0.2.10" });
    const second = await register({ "x-forwarded-for": "6.6.6.6, 192.0.2.11" });
    expect([first, second]).toEqual([
      { status: 201, ip: "192.0.2.10" },
      { status: 201, ip: "192.0.2.11" },
    ]);
  });
});
