// A marketer's post with a cover, written in the content editor (docs/editing.md, "Pictures"): the upload lands under
// the post's own image folder with a name of its own, the post names it, and nothing else changes; a replaced cover
// gets a new name and the old file goes, since nothing else shows it.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { DEV_COMPILE_TIMEOUT_MS, devEditorForTheseTests } from "./dev-editor";

const SLUG = "a-walk-with-a-cover";
const picture = (colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${colour}"/></svg>`,
  );

test.describe("a post's cover in the content editor", () => {
  const editor = devEditorForTheseTests();

  /** What the save changed in the scratch copy, as `git status` lists it (untracked files one by one). */
  const changes = () =>
    editor.content.git("status", "--porcelain", "--untracked-files=all").split("\n").filter(Boolean);

  /** A field by the start of its label: the editor's labels end with a required field's "*". */
  const field = (page: Page, label: string) =>
    page.getByRole("textbox", { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
  /** Chooses a picture for the cover as staff do: its "Choose file" button opens the file chooser. */
  async function chooseCover(page: Page, name: string, buffer: Buffer) {
    const chooser = page.waitForEvent("filechooser");
    await page.getByRole("button", { name: "Choose file" }).click();
    await (await chooser).setFiles({ name, mimeType: "image/svg+xml", buffer });
  }

  test("uploaded, saved, then replaced", async ({ page }) => {
    test.setTimeout(DEV_COMPILE_TIMEOUT_MS * 2);
    await page.goto(`${editor.url}/keystatic/collection/posts/create`, { timeout: DEV_COMPILE_TIMEOUT_MS });
    await field(page, "Title").waitFor({ timeout: DEV_COMPILE_TIMEOUT_MS });
    await field(page, "Title").fill("A walk with a cover");
    await field(page, "Excerpt").fill("A post written in the editor, with a cover uploaded from the desktop.");
    await field(page, "Author").fill("Priya Sharma");
    await page.locator('input[type="datetime-local"]').fill("2026-11-01T09:00");
    await chooseCover(page, "Walk Cover.svg", picture("#2547ea"));
    await field(page, "Cover image: alt text").fill("A blue card");
    await field(page, "Category").fill("Sales Process");
    await page.getByRole("checkbox", { name: "KPIs" }).check();
    await page.getByRole("button", { name: "Create", exact: true }).click();

    await expect.poll(changes, { timeout: 30_000 }).toHaveLength(2);
    const [cover] = changes()
      .map((line) => line.slice(3))
      .filter((path) => path.startsWith(`content/blog/images/${SLUG}/`));
    expect(cover).toMatch(new RegExp(`^content/blog/images/${SLUG}/walk-cover-[a-z0-9]+\\.svg$`));
    expect(changes()).toEqual(expect.arrayContaining([`?? ${cover}`, `?? content/blog/posts/${SLUG}.mdoc`]));
    const post = () => readFileSync(join(editor.content.root, `content/blog/posts/${SLUG}.mdoc`), "utf8");
    expect(post()).toContain(`cover: ${cover.replace("content/blog/images/", "/images/blog/")}`);
    editor.content.git("add", "-A");
    editor.content.git("commit", "-qm", "the new post");

    await page.goto(`${editor.url}/keystatic/collection/posts/item/${SLUG}`, { timeout: DEV_COMPILE_TIMEOUT_MS });
    await field(page, "Cover image: alt text").waitFor({ timeout: DEV_COMPILE_TIMEOUT_MS });
    await chooseCover(page, "Walk Cover.svg", picture("#16a34a"));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(changes, { timeout: 30_000 }).toHaveLength(3);
    const replaced = changes();
    expect(replaced).toContain(` D ${cover}`);
    expect(replaced).toContain(` M content/blog/posts/${SLUG}.mdoc`);
    const [added] = replaced.filter((line) => line.startsWith("?? ")).map((line) => line.slice(3));
    expect(added).toMatch(new RegExp(`^content/blog/images/${SLUG}/walk-cover-[a-z0-9]+\\.svg$`));
    expect(added).not.toBe(cover);
    expect(post()).toContain(`cover: ${added.replace("content/blog/images/", "/images/blog/")}`);
    expect(editor.content.git("diff", "--numstat", "--", `content/blog/posts/${SLUG}.mdoc`).trim()).toMatch(/^1\t1\t/);
  });
});
