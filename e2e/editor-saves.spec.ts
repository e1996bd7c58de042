// Saving in the content editor changes what staff changed and nothing else (docs/editing.md, "What a save changes"):
// every singleton and every post, edited and saved, then changed back and saved, leaves the content and the pictures
// exactly as committed; the edit itself is a one-line diff of its own file. Before the image fields kept their files'
// names (lib/content/keystatic/image-field.ts), saving the hero moved its picture to public/images/landing/image/src.svg
// and the features section then overwrote that file with its own picture.
import { readdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import keystaticConfig from "@/lib/content/keystatic/config";
import {
  DEV_COMPILE_TIMEOUT_MS,
  scratchContent,
  startDevEditor,
  type DevServer,
  type ScratchContent,
} from "./dev-editor";

const SINGLETONS = Object.keys(keystaticConfig.singletons ?? {});
const POSTS = readdirSync("content/blog/posts").map((file) => file.replace(/\.mdoc$/, ""));

test.describe("saving in the content editor", () => {
  test.describe.configure({ mode: "serial" });
  let server: DevServer;
  let content: ScratchContent;

  test.beforeAll(async () => {
    test.setTimeout(DEV_COMPILE_TIMEOUT_MS);
    content = scratchContent();
    server = await startDevEditor(content.root);
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  /** Appends a word to the entry's first one-line text field, saves, and puts the field back as it was, saving again. */
  async function editAndRestore(page: Page, address: string) {
    await page.goto(`${server.url}${address}`, { timeout: DEV_COMPILE_TIMEOUT_MS });
    const save = page.getByRole("button", { name: "Save", exact: true });
    await save.waitFor({ timeout: DEV_COMPILE_TIMEOUT_MS });
    const field = page.locator('input[type="text"]').first();
    const before = await field.inputValue({ timeout: DEV_COMPILE_TIMEOUT_MS });

    await field.fill(`${before} edited`);
    await save.click();
    await expect.poll(() => content.git("status", "--porcelain"), { timeout: 30_000 }).not.toBe("");
    const changed = content.git("diff", "--numstat").trim().split("\n");
    // One file, one line out and one in: the edit, not a rewrapped file, a renamed picture or a deleted one.
    expect(changed, `${address}: ${content.git("diff")}`).toHaveLength(1);
    expect(changed[0]).toMatch(/^1\t1\t(content\/)/);
    expect(content.git("diff")).toContain(`${before} edited`);

    await field.fill(before);
    await save.click();
    await expect
      .poll(() => content.git("status", "--porcelain"), { timeout: 30_000, message: `${address} saved back` })
      .toBe("");
  }

  for (const name of SINGLETONS) {
    test(`${name}: an edit is one line, and saving it back leaves every file as it was`, async ({ page }) => {
      test.setTimeout(DEV_COMPILE_TIMEOUT_MS);
      await editAndRestore(page, `/keystatic/singleton/${name}`);
    });
  }

  for (const slug of POSTS) {
    test(`post ${slug}: an edit is one line, and saving it back leaves every file as it was`, async ({ page }) => {
      test.setTimeout(DEV_COMPILE_TIMEOUT_MS);
      await editAndRestore(page, `/keystatic/collection/posts/item/${slug}`);
    });
  }
});
