import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures";
import { OWN_SERVER_PORT, serverEnv, startOwnServer } from "./own-server";

// What staff change in the content editor reaches the prerendered pages with the next build: a copy of content/
// (CONTENT_ROOT) gets a post's new title and a FAQ answer, written as Keystatic writes them; `next build` into its
// own folder; `next start` on it serves the new texts from the prerendered files.

const PORT = OWN_SERVER_PORT + 2;
const DIST_DIR = ".next-content-edit";
const POST = "choosing-pipeline-stages";
const NEW_TITLE = "Pipeline stages your team will use, as edited in the CMS";
const NEW_ANSWER = "Yes. Android and iPhone apps, as edited in the CMS.";

/** One line of frontmatter, replaced as the editor saves it. */
function editPostTitle(root: string) {
  const file = join(root, `content/blog/posts/${POST}.mdoc`);
  const text = readFileSync(file, "utf8");
  expect(text).toMatch(/^title: .+$/m);
  writeFileSync(file, text.replace(/^title: .+$/m, `title: ${NEW_TITLE}`));
}

/** The answer under "Is there a mobile app?" (a folded block of lines), replaced by a one-line one, as js-yaml writes it. */
function editFaqAnswer(root: string) {
  const file = join(root, "content/faq/faq.yaml");
  const text = readFileSync(file, "utf8");
  const edited = text.replace(/(- title: Is there a mobile app\?\n(\s+)content: )>-\n(?:\2  .*\n)+/, `$1${NEW_ANSWER}\n`);
  expect(edited).not.toBe(text);
  writeFileSync(file, edited);
}

/** `next build` with these settings; resolves with its output, rejects (with the output) when it fails. */
function build(env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const child = spawn("nice", ["-n", "10", "node_modules/.bin/next", "build"], { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.once("exit", (code) => (code === 0 ? resolve(output) : reject(new Error(`next build exited with ${code}:\n${output}`))));
  });
}

test("a post's title and a FAQ answer changed in the content files appear on the rebuilt, prerendered pages", async ({}, testInfo) => {
  test.setTimeout(10 * 60_000);
  const root = mkdtempSync(join(tmpdir(), "content-edit-"));
  cpSync("content", join(root, "content"), { recursive: true });
  editPostTitle(root);
  editFaqAnswer(root);

  // next build notes its output folder's types in these two files: put them back as they were.
  const projectFiles = ["tsconfig.json", "next-env.d.ts"].filter((file) => existsSync(file)).map((file) => [file, readFileSync(file, "utf8")] as const);
  const env = { ...serverEnv(PORT), CONTENT_ROOT: root, NEXT_DIST_DIR: DIST_DIR };
  let server: Awaited<ReturnType<typeof startOwnServer>> | undefined;
  try {
    await testInfo.attach("next-build.log", { body: await build(env), contentType: "text/plain" });
    const prerendered = (path: string) => readFileSync(join(DIST_DIR, "server/app", path), "utf8");
    expect(prerendered(`blog-details-right-sidebar/${POST}.html`)).toContain(NEW_TITLE);
    expect(prerendered("faq.html")).toContain(NEW_ANSWER);

    server = await startOwnServer(PORT, env);
    const post = await fetch(`${server.url}/blog-details-right-sidebar/${POST}`);
    expect(post.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(await post.text()).toContain(`${NEW_TITLE}</h1>`);
    expect(await (await fetch(`${server.url}/blog-three-column`)).text()).toContain(NEW_TITLE);
    const faq = await fetch(`${server.url}/faq`);
    expect(await faq.text()).toContain(NEW_ANSWER);
  } finally {
    await server?.stop();
    for (const [file, text] of projectFiles) writeFileSync(file, text);
    rmSync(DIST_DIR, { recursive: true, force: true });
    rmSync(root, { recursive: true, force: true });
  }
});
