import { expect, test } from "./fixtures";
import { PUBLISHED_POST } from "./routes";
import { COMMENT_RECEIVED } from "@/lib/inbox/comments/submit";
import { uniqueVisitor } from "./mailbox";

test("a blog comment is validated, then stored for moderation and not shown", async ({ page }) => {
  const visitor = uniqueVisitor("comment");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await page.goto(`/blog-details-right-sidebar/${PUBLISHED_POST}`);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Post Comment" }) });
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByText("Name is required")).toBeVisible();
  await expect(form.getByText("Email is required")).toBeVisible();
  await expect(form.getByText("Comment is required")).toBeVisible();

  await form.getByLabel("Name").fill("Asha");
  await expect(form.getByText("Name is required")).toHaveCount(0); // clears on edit
  await form.getByLabel("Email").fill(visitor.email);
  const text = `Useful checklist, thank you ${visitor.email}`;
  await form.getByLabel("Comment").fill(text);
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByRole("status")).toHaveText(COMMENT_RECEIVED, { timeout: 15_000 });
  await expect(form.getByLabel("Comment")).toHaveValue("");

  await page.reload();
  await expect(page.getByText(text)).toHaveCount(0); // pending moderation: never published
});
