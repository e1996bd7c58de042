// The embedded PGlite database on a worker thread (lib/platform/db/pglite-thread.ts is the other side). Plain JavaScript:
// Node loads it as it is, from the app and from Jest alike.
//
// Messages in:  { id, op: "query", sql, params, rowMode, rawTypes } | { id, op: "close" }
// Messages out: { ready: true } | { ready: false, error } once, then { id, result } | { id, error } per message.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const { dataDir, template } = workerData;
const db = new PGlite({ dataDir, loadDataDir: template ? new Blob([template]) : undefined });

const identity = (value) => value;

/** What the other thread needs of an error: message, name and PostgreSQL's fields (code, constraint, detail...). */
function plainError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === "function" || (typeof value === "object" && value !== null)) continue;
    fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

async function answer({ op, sql, params, rowMode, rawTypes }) {
  if (op === "close") return db.close();
  // rawTypes: the type OIDs the caller reads as PostgreSQL's text (drizzle parses timestamps and dates itself).
  const parsers = rawTypes?.length ? Object.fromEntries(rawTypes.map((type) => [type, identity])) : undefined;
  const { rows, fields, affectedRows } = await db.query(sql, params, { rowMode, parsers });
  return { rows, fields, affectedRows };
}

db.waitReady.then(
  () => parentPort.postMessage({ ready: true }),
  (error) => parentPort.postMessage({ ready: false, error: plainError(error) }),
);

// PGlite runs queries one at a time in the order they are asked, which is the order these messages arrive in.
parentPort.on("message", (message) => {
  answer(message).then(
    (result) => parentPort.postMessage({ id: message.id, result: result ?? null }),
    (error) => parentPort.postMessage({ id: message.id, error: plainError(error) }),
  );
});
