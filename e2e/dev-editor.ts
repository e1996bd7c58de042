// `next dev` with the content editor on a scratch git copy of the content (content/ and public/images/): the editor
// writes into the copy (CONTENT_ROOT, app/api/keystatic), and `git status` there says what a save changed.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { test } from "@playwright/test";
import { OWN_SERVER_PORT } from "./own-server";

/**
 * After every port the main config's specs take (e2e/servers.ts, own-server.ts, preview-build.ts and the specs' own,
 * up to OWN_SERVER_PORT + 40): the editor's specs may run beside `npm test` on one machine.
 */
export const DEV_EDITOR_PORT = OWN_SERVER_PORT + 41;

/** The first compile of /keystatic in `next dev` on a busy two-core machine. */
export const DEV_COMPILE_TIMEOUT_MS = 300_000;

export type ScratchContent = { root: string; git: (...args: string[]) => string };

export function scratchContent(): ScratchContent {
  const root = mkdtempSync(join(tmpdir(), "editor-saves-"));
  cpSync("content", join(root, "content"), { recursive: true });
  mkdirSync(join(root, "public"));
  cpSync("public/images", join(root, "public/images"), { recursive: true });
  const git = (...args: string[]) => {
    const result = spawnSync("git", ["-c", "user.email=e2e@example.com", "-c", "user.name=e2e", ...args], {
      cwd: root,
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`git ${args.join(" ")}: ${result.stderr}`);
    return result.stdout;
  };
  git("init", "-q");
  git("add", "-A");
  git("commit", "-qm", "content as committed");
  return { root, git };
}

export type DevServer = { url: string; stop: () => Promise<void>; output: () => string };

export async function startDevEditor(contentRoot: string): Promise<DevServer> {
  let output = "";
  const child: ChildProcess = spawn("node_modules/.bin/next", ["dev", "-p", `${DEV_EDITOR_PORT}`, "-H", "127.0.0.1"], {
    env: {
      ...process.env,
      CONTENT_ROOT: contentRoot,
      // Its own folder (named in tsconfig.json, which `next dev` would otherwise rewrite): not a build's.
      NEXT_DIST_DIR: ".next-dev-editor",
      NODE_ENV: "development",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${DEV_EDITOR_PORT}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const killLater = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(killLater);
  };
  const deadline = Date.now() + 60_000;
  while (!/Ready in/.test(output)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`next dev did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, stop, output: () => output };
}

/**
 * A scratch copy and its `next dev` editor for the tests of the describe block this is called in: started before
 * them, stopped after them.
 */
export function devEditorForTheseTests(): { readonly url: string; readonly content: ScratchContent } {
  let server: DevServer | undefined;
  let content: ScratchContent | undefined;
  test.beforeAll(async () => {
    test.setTimeout(DEV_COMPILE_TIMEOUT_MS);
    content = scratchContent();
    server = await startDevEditor(content.root);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("The dev editor starts before the block's tests");
    return value;
  };
  return {
    get url() {
      return started(server).url;
    },
    get content() {
      return started(content);
    },
  };
}
