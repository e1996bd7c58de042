// The contact server action as a browser posts it, for the load test: POST /contact-page with the Next-Action
// header and React's multipart encoding of useActionState's arguments (previous state, the form's FormData).
// Captured from Chromium submitting the form: the form's fields carry the "_1_" prefix of reference 1, the
// progressive-enhancement inputs ($ACTION_*) come along, and part "0" is the argument list.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { visitorIp } from "./stats.mjs";

const ACTION_FILE = /contact-page\/actions\.ts$/;
const ACTION_NAME = "sendContactMessage";

/** The action's id from the build's server reference manifest. */
export function contactActionId(distDir) {
  const manifest = JSON.parse(readFileSync(join(distDir, "server/server-reference-manifest.json"), "utf8"));
  const match = Object.entries(manifest.node ?? {}).find(
    ([, entry]) => ACTION_FILE.test(entry.filename ?? "") && entry.exportedName === ACTION_NAME,
  );
  if (!match) throw new Error(`No ${ACTION_NAME} in ${distDir}/server/server-reference-manifest.json`);
  return match[0];
}

function multipart(boundary, fields) {
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}

/** An autocannon request object plus a classifier for its 200 answers. */
export function contactActionLoad(baseUrl, actionId) {
  const boundary = "----LeadflowBenchBoundary7MA4YWxkTrZu0gW";
  // Numbered, so every request is a new message (the action receives the same one from an address only once).
  const bodyFor = (n) =>
    multipart(boundary, [
      ["_1_$ACTION_REF_1", ""],
      ["_1_$ACTION_1:0", JSON.stringify({ id: actionId, bound: "$@1" })],
      ["_1_$ACTION_1:1", JSON.stringify([{ status: "idle" }])],
      ["_1_$ACTION_KEY", "k0000000000000000000000000000bench"],
      ["_1_name", "Bench Runner"],
      ["_1_email", "bench@bench.example"],
      ["_1_subject", "Benchmark message"],
      ["_1_message", `A message sent by npm run bench to measure the contact action (#${n}).`],
      ["_1_website", ""],
      ["0", JSON.stringify([{ status: "idle" }, "$K1"])],
    ]);
  const body = bodyFor(0);
  let visitor = 0;
  const request = {
    method: "POST",
    path: "/contact-page",
    headers: {
      accept: "text/x-component",
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "next-action": actionId,
      origin: baseUrl,
      referer: `${baseUrl}/contact-page`,
    },
    body,
    setupRequest: (req) => {
      visitor += 1;
      return { ...req, body: bodyFor(visitor), headers: { ...req.headers, "x-forwarded-for": visitorIp(visitor) } };
    },
  };
  // The action answers 200 with its new state in the RSC payload whatever happened; only "done" is a sent message.
  const classify = (_status, text) => {
    if (text.includes('"status":"done"')) return "ok";
    if (text.includes("Too many messages")) return "rate limited";
    if (text.includes('"status":"invalid"')) return "invalid";
    if (text.includes('"status":"failed"')) return "failed";
    return "unrecognised answer";
  };
  return { request, classify, sampleBody: body };
}
