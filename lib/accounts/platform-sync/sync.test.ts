import { createDecipheriv, createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { startFakePlatform, type FakePlatform } from "@/testing/platform-server";
import { encryptSyncPayload } from "./crypto";
import { buildSyncPayload } from "./payload";
import { sendToPlatform, SYNC_INVALID_JSON } from "./platform";
import { sendJson, startHttpServer } from "@/testing/http-server";

const SECRET = "shared-platform-sync-key";
const payload = buildSyncPayload(
  {
    clientName: "Acme Sales",
    contactName: "Asha Rao",
    contactPhone: "+919876543210",
    contactEmail: "asha@acme.example",
    countryCode: "IN",
    currencyCode: "INR",
    clientIdentifier: "LF-ABC234",
  },
  "lf_live_key",
);

describe("encryptSyncPayload", () => {
  it("is AES-256-CBC under SHA-256 of the key, sent as hex IV : hex ciphertext", () => {
    const data = encryptSyncPayload(payload, SECRET);
    expect(data).toMatch(/^[0-9a-f]{32}:[0-9a-f]+$/);
    const [iv, ciphertext] = data.split(":").map((part) => Buffer.from(part, "hex"));
    const decipher = createDecipheriv("aes-256-cbc", createHash("sha256").update(SECRET).digest(), iv);
    const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
    expect(JSON.parse(plain)).toEqual({
      client_name: "Acme Sales",
      first_name: "Asha Rao",
      mobile_no: "+919876543210",
      email: "asha@acme.example",
      client_api_key: "lf_live_key",
      country_code: "IN",
      currency_code: "INR",
      client_identifier: "LF-ABC234",
    });
  });

  it("uses a fresh IV every time and cannot be read with another key", () => {
    const a = encryptSyncPayload(payload, SECRET);
    const b = encryptSyncPayload(payload, SECRET);
    expect(a.split(":")[0]).not.toBe(b.split(":")[0]);
    const [iv, ciphertext] = a.split(":").map((part) => Buffer.from(part, "hex"));
    const wrong = createDecipheriv("aes-256-cbc", createHash("sha256").update("other").digest(), iv);
    let plain: string | null;
    try {
      plain = Buffer.concat([wrong.update(ciphertext), wrong.final()]).toString("utf8");
    } catch {
      plain = null; // bad padding: the usual outcome (a wrong key yields valid padding about 1 time in 256)
    }
    expect(plain).not.toBe(JSON.stringify(payload));
  });
});

describe("sendToPlatform against a local platform", () => {
  let platform: FakePlatform;
  beforeAll(async () => {
    platform = await startFakePlatform(SECRET);
  });
  afterAll(() => platform.close());
  beforeEach(() => {
    platform.received.length = 0;
  });

  const send = () => sendToPlatform({ apiUrl: platform.url, data: encryptSyncPayload(payload, SECRET) });

  it("delivers the payload, which the platform decrypts", async () => {
    platform.reply = { status: 201, body: '{"status":true}' };
    await expect(send()).resolves.toBeUndefined();
    expect(platform.received).toEqual([payload]);
  });

  it("accepts a truthy data.status", async () => {
    platform.reply = { status: 200, body: '{"data":{"status":1}}' };
    await expect(send()).resolves.toBeUndefined();
  });

  it("fails on HTTP 500, with the platform's message when it gives one", async () => {
    platform.reply = { status: 500, body: '{"status":false,"message":"database down"}' };
    await expect(send()).rejects.toThrow("database down (HTTP 500)");
    platform.reply = { status: 500, body: "Internal Server Error" };
    await expect(send()).rejects.toThrow("API returned an error (HTTP 500)");
  });

  it("fails on a 2xx whose status is falsy", async () => {
    platform.reply = { status: 200, body: '{"status":false,"data":{"status":0}}' };
    await expect(send()).rejects.toThrow("API returned an error (HTTP 200)");
  });

  it("fails on a 2xx that is not JSON", async () => {
    platform.reply = { status: 200, body: "<html>ok</html>" };
    await expect(send()).rejects.toThrow(SYNC_INVALID_JSON);
  });
});

describe("the Idempotency-Key sent with each sync", () => {
  it("is derived from the stored body: the same on every try of one client, another for another client", async () => {
    const platform = await startHttpServer((_, response) => sendJson(response, 201, { status: true }));
    try {
      const first = encryptSyncPayload(payload, SECRET);
      const second = encryptSyncPayload(payload, SECRET); // another registration's body (a fresh IV)
      for (const data of [first, first, second]) await sendToPlatform({ apiUrl: platform.url, data });

      const keys = platform.requests.map((request) => request.headers["idempotency-key"]);
      expect(keys[0]).toMatch(/^sync-[0-9a-f]{64}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(keys[2]).toMatch(/^sync-[0-9a-f]{64}$/);
      expect(keys[2]).not.toBe(keys[0]);
      // docs/product.md section 7's body is unchanged: the key travels in a header only.
      expect(platform.requests.map((request) => JSON.parse(request.body))).toEqual([
        { data: first },
        { data: first },
        { data: second },
      ]);
    } finally {
      await platform.close();
    }
  });
});

describe("sendToPlatform timeouts", () => {
  it("gives up when the platform does not answer in time", async () => {
    const server = createServer(() => undefined); // never answers
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await expect(sendToPlatform({ apiUrl: url, data: "x", timeoutMs: 200 })).rejects.toThrow(
        "Platform did not answer within 0.2 s",
      );
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("reports an unreachable platform", async () => {
    await expect(sendToPlatform({ apiUrl: "http://127.0.0.1:9", data: "x" })).rejects.toThrow(/Platform unreachable/);
  });
});
