import { NextRequest } from "next/server";
import { env } from "@/lib/env";
import { FORM_LENGTH_REQUIRED } from "@/lib/security/action-guard";
import { proxy } from "./proxy";

// proxy.ts as Next runs it: a request in, a response (or the rewrite and cookies) out.

const site = new URL(env.siteUrl);
const chunkedBody = (size: number) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (let sent = 0; sent < size; sent += 16_384) controller.enqueue(new Uint8Array(16_384).fill(97));
      controller.close();
    },
  });

describe("proxy", () => {
  it("refuses a server action whose body has no declared length (chunked) with 411, without reading it", async () => {
    const body = chunkedBody(10 * 1024 * 1024);
    const request = new NextRequest(new URL("/contact-page", site), {
      method: "POST",
      headers: { "next-action": "abc123", origin: site.origin, host: site.host, "content-type": "text/plain;charset=UTF-8", "transfer-encoding": "chunked" },
      body,
      duplex: "half",
    } as RequestInit & { duplex: "half" });
    const response = proxy(request);
    expect(response.status).toBe(411);
    expect(await response.json()).toEqual({ success: false, error: FORM_LENGTH_REQUIRED });
    expect(body.locked).toBe(false); // nobody started reading the 10 MB
  });
});
