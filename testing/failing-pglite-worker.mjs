// Test-only: a database worker that starts, then dies at its first message, as a worker whose PGlite fails would.
import { parentPort } from "node:worker_threads";

parentPort.postMessage({ ready: true });
parentPort.once("message", () => process.exit(3));
