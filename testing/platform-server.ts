// A local stand-in for the platform's POST /clients (docs/product.md section 7): decrypts what it receives with the
// shared key, records it, and answers as told. For Jest tests and manual e2e runs (PLATFORM_API_URL).
import { createDecipheriv, createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type PlatformReply = { status: number; body: string };
export type FakePlatform = {
  url: string;
  received: Record<string, unknown>[];
  reply: PlatformReply;
  close: () => Promise<void>;
};

export function decryptSyncData(data: string, secret: string): Record<string, unknown> {
  const [ivHex, cipherHex] = data.split(":");
  const key = createHash("sha256").update(secret, "utf8").digest();
  const decipher = createDecipheriv("aes-256-cbc", key, Buffer.from(ivHex, "hex"));
  const plain = Buffer.concat([decipher.update(Buffer.from(cipherHex, "hex")), decipher.final()]).toString("utf8");
  return JSON.parse(plain) as Record<string, unknown>;
}

export async function startFakePlatform(
  secret: string,
  reply: PlatformReply = { status: 200, body: '{"status":true,"message":"Client created"}' },
): Promise<FakePlatform> {
  const received: Record<string, unknown>[] = [];
  const platform = { url: "", received, reply, close: async () => undefined } as FakePlatform;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      try {
        if (request.method !== "POST" || request.url !== "/clients")
          throw new Error(`unexpected ${request.method} ${request.url}`);
        const { data } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { data: string };
        received.push(decryptSyncData(data, secret));
        response.writeHead(platform.reply.status, { "content-type": "application/json" }).end(platform.reply.body);
      } catch (error) {
        response
          .writeHead(400, { "content-type": "application/json" })
          .end(JSON.stringify({ status: false, message: String(error) }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  platform.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  platform.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return platform;
}
