// A page Next renders per visitor (/signup: the plan, the session, a pending payment) cannot come from the page
// cache, but its scripts can start after its first paint as a cached page's do (scripts-after-paint.ts). Next's
// answer is asked for uncompressed and held until it ends (the page renders in tens of milliseconds and has no
// slow boundary to stream), then rewritten and compressed for the visitor. Its form keeps what is typed before the
// scripts run (components/signup/typed-before-hydration.ts); a page added here must do the same.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { ORIGIN_ONLY_HEADERS } from "./cache-plan";
import { compress, preferredCoding, withVary } from "./content-coding";
import { scriptsAfterFirstPaint } from "./scripts-after-paint";

export const RENDERED_PAGES: ReadonlySet<string> = new Set(["/signup"]);

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
type Callback = (error?: Error | null) => void;


/** A browser's GET of one of RENDERED_PAGES' documents (not the client router's or a server action's request). */
export function isRenderedPageRequest(request: IncomingMessage): boolean {
  if (request.method !== "GET" || !request.url) return false;
  const pathname = request.url.split("?")[0];
  return RENDERED_PAGES.has(pathname) && !ORIGIN_ONLY_HEADERS.some((name) => request.headers[name] !== undefined);
}

/** Lets `origin` answer the request, then sends its HTML with the scripts after the first paint, compressed. */
export function withScriptsAfterFirstPaint(origin: Handler): Handler {
  return async (request, response) => {
    const acceptEncoding = request.headers["accept-encoding"];
    request.headers["accept-encoding"] = "identity";
    holdBody(response, (body) => sendRewritten(response, body, acceptEncoding));
    await origin(request, response);
  };
}

/** Collects what is written to the response; at end(), hands the whole body to `send` instead. */
function holdBody(response: ServerResponse, send: (body: Buffer) => Promise<void>) {
  const chunks: Buffer[] = [];
  const original = { write: response.write, end: response.end, writeHead: response.writeHead, flushHeaders: response.flushHeaders };
  const collect = (chunk: unknown, encoding: unknown) => {
    if (chunk != null && typeof chunk !== "function") chunks.push(typeof chunk === "string" ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding) : Buffer.from(chunk as Uint8Array));
  };
  const callbackOf = (...args: unknown[]) => args.find((arg): arg is Callback => typeof arg === "function");

  // Headers stay open until the rewritten body is known: writeHead() only records them.
  response.flushHeaders = () => undefined;
  response.writeHead = function writeHead(this: ServerResponse, status: number, ...rest: unknown[]) {
    this.statusCode = status;
    const headers = rest.find((arg) => typeof arg === "object" && arg !== null) as OutgoingHttpHeaders | string[] | undefined;
    if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) this.setHeader(headers[i], headers[i + 1]);
    else for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) this.setHeader(name, value);
    return this;
  } as ServerResponse["writeHead"];
  response.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding);
    queueMicrotask(() => callbackOf(encoding, callback)?.());
    return true;
  } as ServerResponse["write"];
  response.end = function end(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    collect(chunk, encoding);
    Object.assign(this, original);
    const done = callbackOf(chunk, encoding, callback);
    send(Buffer.concat(chunks)).then(
      () => done?.(),
      (error) => {
        console.error("Could not send a rendered page:", error);
        this.destroy(error);
      },
    );
    return this;
  } as ServerResponse["end"];
}

async function sendRewritten(response: ServerResponse, body: Buffer, acceptEncoding: string | undefined) {
  const isPage = response.statusCode === 200 && String(response.getHeader("content-type") ?? "").startsWith("text/html") && !response.getHeader("content-encoding");
  if (!isPage) return void response.end(body);
  const html = Buffer.from(scriptsAfterFirstPaint(body.toString("utf8")));
  const coding = preferredCoding(acceptEncoding, ["br", "gzip"]);
  const encoded = coding === "identity" ? html : await compress(html, coding, "fast"); // per request, so the fast setting
  if (coding !== "identity") response.setHeader("content-encoding", coding);
  // The body is no longer the one an ETag of Next's would name.
  response.removeHeader("etag");
  response.removeHeader("transfer-encoding");
  response.setHeader("content-length", encoded.length);
  response.setHeader("vary", withVary(response.getHeader("vary")?.toString(), "Accept-Encoding"));
  response.end(encoded);
}
