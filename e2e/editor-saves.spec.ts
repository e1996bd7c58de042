// Saving in the content editor changes what staff changed and nothing else (docs/editing.md, "What a save changes"):
// every singleton and every post, edited and saved, then changed back and saved, leaves the content and the pictures
// exactly as committed; the edit itself is a one-line diff of its own file. Before the image fields kept their files'
// names (lib/content/keystatic/image-field.ts), saving the hero moved its picture to public/images/landing/image/src.svg
// and the features section then overwrote that file with its own picture.
import { readdirSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import keystaticConfig from "@/lib/content/keystatic/config";
import { DEV_COMPILE_TIMEOUT_MS, devEditorForTheseTests } from "./dev-editor";

const SINGLETONS = Object.keys(keystaticConfig.singletons ?? {});
const POSTS = readdirSync("content/blog/posts").map((file) => file.replace(/\.mdoc$/, ""));

test.describe("saving in the content editor", () => {
  test.describe.configure({ mode: "serial" });
  const editor = devEditorForTheseTests();

  // A number field (an integer such as the download page's openAfterMs) is an <input type="text"> too, with a numeric
  // inputmode and the role description "Number field" (React Aria's NumberField): typing a word there is refused, so
  // only the plain text boxes are edited.
  const TEXT_BOX =
    'input[type="text"]:not([inputmode="numeric"]):not([inputmode="decimal"]):not([aria-roledescription])';

  /**
   * The entry's first one-line text field (never a number field), or the first list item's (edited in its dialog,
   * closed with Done); null for an entry with no text to edit (an empty list, a list of choices).
   */
  async function firstTextField(page: Page) {
    const inline = page.locator(`main form ${TEXT_BOX}`);
    if (await inline.count()) return { field: inline.first(), open: async () => {}, close: async () => {} };
    const rows = page.locator('main [role="grid"] [role="row"]');
    if ((await page.getByText("Empty list").count()) || !(await rows.count())) return null;
    const field = page.locator(`[role="dialog"] ${TEXT_BOX}`).first();
    const open = async () => {
      await rows.first().click();
      await field.waitFor({ timeout: 5_000 });
    };
    const close = () => page.getByRole("button", { name: "Done" }).click();
    await open().catch(() => null);
    if (!(await field.count())) return null;
    await close();
    return { field, open, close };
  }

  /** The entry's editor, loaded, with its Save button and its first text field (null: nothing to edit). */
  async function openEntry(page: Page, address: string) {
    await page.goto(`${editor.url}${address}`, { timeout: DEV_COMPILE_TIMEOUT_MS });
    const save = page.getByRole("button", { name: "Save", exact: true });
    await save.waitFor({ timeout: DEV_COMPILE_TIMEOUT_MS });
    await page.locator("main form").waitFor();
    return { save, text: await firstTextField(page) };
  }

  /** Appends a word to the entry's first one-line text field and saves; then, reopened, puts it back and saves. */
  async function editAndRestore(page: Page, address: string) {
    const first = await openEntry(page, address);
    test.skip(first.text === null, `${address} has no text to edit`);
    await first.text!.open();
    const before = await first.text!.field.inputValue();
    await first.text!.field.fill(`${before} edited`);
    await first.text!.close();
    await expect(first.save).toBeEnabled();
    await first.save.click();
    await expect.poll(() => editor.content.git("status", "--porcelain"), { timeout: 30_000 }).not.toBe("");
    const changed = editor.content.git("diff", "--numstat").trim().split("\n");
    // One file, one line out and one in: the edit, not a rewrapped file, a renamed picture or a deleted one.
    expect(changed, `${address}: ${editor.content.git("diff")}`).toHaveLength(1);
    expect(changed[0]).toMatch(/^1\t1\tcontent\//);
    expect(editor.content.git("diff")).toContain(`${before} edited`);

    // Reopened: the editor reloads an entry after its save, and would put back a value typed meanwhile.
    const again = await openEntry(page, address);
    await again.text!.open();
    await expect(again.text!.field).toHaveValue(`${before} edited`);
    await again.text!.field.fill(before);
    await again.text!.close();
    await expect(again.save).toBeEnabled();
    await again.save.click();
    await expect
      .poll(() => editor.content.git("status", "--porcelain"), { timeout: 30_000, message: `${address} saved back` })
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
