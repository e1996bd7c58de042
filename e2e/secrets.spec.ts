import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import BUILD_SECRETS from "./build-secrets.json";

// scripts/run-tests.mjs builds with these fake secrets in the environment (and only the build: the e2e servers
// run without them), so any code path that copies a server secret into what browsers download shows up here.

const DIST_DIR = process.env.NEXT_DIST_DIR || ".next";

/** Every value, plus the SMTP password on its own: a leak may carry just the credential, not the whole URL. */
const NEEDLES = [...Object.values(BUILD_SECRETS), decodeURIComponent(new URL(BUILD_SECRETS.SMTP_URL).password)];

/** What the server hands to browsers as files: the static folder, and the prerendered pages and route answers. */
const PUBLIC_OUTPUT = [
  { dir: "static", matches: () => true },
  { dir: "server/app", matches: (file: string) => /\.(html|rsc|body|meta|json)$/.test(file) },
];

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

async function scan(root: string, matches: (file: string) => boolean) {
  const leaks: string[] = [];
  let scanned = 0;
  for await (const file of files(root)) {
    if (!matches(file)) continue;
    scanned += 1;
    const text = await readFile(file, "latin1");
    for (const needle of NEEDLES)
      if (text.includes(needle)) leaks.push(`${path.relative(root, file)} contains ${needle}`);
  }
  return { leaks, scanned };
}

test("the scan finds a secret when one is there", async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "leak-scan-"));
  try {
    await writeFile(path.join(dir, "chunk.js"), `const key=${JSON.stringify(BUILD_SECRETS.RAZORPAY_KEY_SECRET)};`);
    await writeFile(path.join(dir, "clean.js"), "export {};");
    expect(await scan(dir, () => true)).toEqual({
      leaks: [`chunk.js contains ${BUILD_SECRETS.RAZORPAY_KEY_SECRET}`],
      scanned: 2,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test("no server secret reaches the static files or the prerendered output of the build", async () => {
  for (const { dir, matches } of PUBLIC_OUTPUT) {
    const { leaks, scanned } = await scan(path.join(DIST_DIR, dir), matches);
    expect(scanned, `files read under ${DIST_DIR}/${dir}`).toBeGreaterThan(20);
    expect(leaks).toEqual([]);
  }
  // The browser bundles are there to be scanned: at least one JavaScript chunk.
  const chunks = [];
  for await (const file of files(path.join(DIST_DIR, "static"))) if (file.endsWith(".js")) chunks.push(file);
  expect(chunks.length).toBeGreaterThan(0);
});
