import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export type RawAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** A plain HTTP/1.1 request whose body comes back as sent: fetch and Playwright decode it and hide its coding. */
export function rawRequest(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}
