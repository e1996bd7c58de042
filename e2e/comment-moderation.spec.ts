import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { COMMENT_RECEIVED } from "@/lib/inbox/comments/submit";
import { formatIsoDate } from "@/lib/platform/time/format-date";
import { seriousAxeViolations } from "./axe";
import { linkIn, uniqueVisitor, waitForMail } from "./mailbox";
import { serverDatesSince, serverNow } from "./server-clock";
import { PORT } from "./servers";

// A comment goes to the staff inbox (COMMENTS_INBOX, the contact inbox on the e2e server) with approve and reject
// links; approving it shows it under its post (both layouts, which stay prerendered and are revalidated), rejecting
// deletes it. Links in mails use SITE_URL, which is this server.
const SITE = `http://127.0.0.1:${PORT}`;
const INBOX = "hello@leadflow.example";
// Not the post e2e/comments.spec.ts comments on.
const post = { slug: "round-robin-vs-skill-based-assignment" };

async function postComment(page: Page, name: string, email: string, text: string) {
  await page.goto(`/blog-details-right-sidebar/${post.slug}`);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Post Comment" }) });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Comment").fill(text);
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByRole("status")).toHaveText(COMMENT_RECEIVED, { timeout: 15_000 });
}

const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** A new comment from a new visitor, and the approve and reject links of the moderation e-mail it caused. */
async function commentAndMail(page: Page, prefix: string, words: (id: string) => string) {
  const visitor = uniqueVisitor(prefix);
  const id = visitor.email.split("@")[0];
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  const name = `Asha ${id}`;
  const text = words(id);
  await postComment(page, name, visitor.email, text);
  const mail = await waitForMail(INBOX, escaped(`From: ${name} <${visitor.email}>`));
  const approve = linkIn(mail, `${SITE}/comments/moderate?decision=approve&token=`);
  const reject = linkIn(mail, `${SITE}/comments/moderate?decision=reject&token=`);
  return { email: visitor.email, name, text, mail, approve, reject };
}

test("a comment approved through its mailed link shows under its post in both layouts, escaped", async ({ page }) => {
  const postedFrom = await serverNow(page.request);
  const posted = await commentAndMail(
    page,
    "approved",
    (id) => `<script>window.commentScriptRan = true</script> Thanks for the checklist (${id})`,
  );
  expect(posted.mail).toContain(`Post: ${SITE}/blog-details-right-sidebar/${post.slug}`);
  expect(posted.mail).toContain(posted.text); // the text part; the HTML part has it escaped
  expect(posted.mail).toContain("The links work for 14 days");

  // A mail scanner opening the link decides nothing: the page asks.
  expect((await page.request.get(posted.approve)).status()).toBe(200);
  await page.goto(posted.approve);
  await expect(page.getByText(posted.text)).toBeVisible(); // the moderator reads it as text
  await expect(page.getByText("Approve this comment?")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Approve comment" }).click();
  await expect(page.getByRole("status")).toHaveText(/This comment is approved: it shows under the post\./);
  // Opening the link again (or a second click from another tab) says so and changes nothing.
  await page.goto(posted.approve);
  await expect(page.getByRole("status")).toHaveText(/This comment is approved/);
  await expect(page.getByRole("button", { name: "Approve comment" })).toHaveCount(0);

  // The day on the server's clock while the comment was posted (two if that crossed midnight), not this machine's.
  const postedOn = new RegExp((await serverDatesSince(page.request, postedFrom)).map(formatIsoDate).join("|"));
  for (const layout of ["right", "left"]) {
    await page.goto(`/blog-details-${layout}-sidebar/${post.slug}`);
    const shown = page.getByRole("article", { name: `Comment by ${posted.name}` });
    await expect(shown).toContainText(posted.name);
    await expect(shown).toContainText(postedOn);
    await expect(shown).toContainText(posted.text); // the <script> is text, not an element
    await expect(shown.locator("script")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: /^\d+ comments?$/ })).toBeVisible();
    await expect(page.getByText(posted.email)).toHaveCount(0); // the address is never published
    expect(await page.evaluate(() => "commentScriptRan" in window)).toBe(false);
  }
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a comment rejected through its mailed link is deleted and never shows; its old approve link finds it gone", async ({
  page,
}) => {
  const posted = await commentAndMail(page, "rejected", (id) => `Cheap followers for sale, visit now (${id})`);
  await page.goto(posted.reject);
  await expect(page.getByText("Reject this comment? It will be deleted.")).toBeVisible();
  await page.getByRole("button", { name: "Reject and delete comment" }).click();
  await expect(page.getByRole("status")).toHaveText("This comment was rejected and deleted.");
  // The page reads the database: the row is gone, so the approve link has nothing left to approve.
  await page.goto(posted.approve);
  await expect(page.getByRole("status")).toHaveText(
    "This comment was rejected and deleted, so it can no longer be approved.",
  );
  await expect(page.getByRole("button", { name: "Approve comment" })).toHaveCount(0);
  // A reject link cannot be turned into an approval by editing it.
  await page.goto(posted.reject.replace("decision=reject", "decision=approve"));
  await expect(page).toHaveURL(/\/comments\/link-expired$/);
  for (const layout of ["right", "left"]) {
    await page.goto(`/blog-details-${layout}-sidebar/${post.slug}`);
    await expect(page.getByText(posted.text)).toHaveCount(0);
  }
});

test("an approved comment's reject link still takes it off the post", async ({ page }) => {
  const posted = await commentAndMail(page, "takedown", (id) => `Approved first, then taken down (${id})`);
  await page.goto(posted.approve);
  await page.getByRole("button", { name: "Approve comment" }).click();
  await expect(page.getByRole("status")).toHaveText(/This comment is approved/);
  await page.goto(`/blog-details-right-sidebar/${post.slug}`);
  await expect(page.getByText(posted.text)).toBeVisible();

  await page.goto(posted.reject);
  await expect(page.getByText("This comment is approved and shows under the post. Reject it?")).toBeVisible();
  await page.getByRole("button", { name: "Reject and delete comment" }).click();
  await expect(page.getByRole("status")).toHaveText("This comment was rejected and deleted.");
  await page.goto(`/blog-details-right-sidebar/${post.slug}`);
  await expect(page.getByText(posted.text)).toHaveCount(0);
});

test("a forged, altered or expired moderation link changes nothing and says the link has expired", async ({ page }) => {
  await page.goto("/comments/moderate?decision=approve&token=1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(page).toHaveURL(/\/comments\/link-expired$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This moderation link has expired or is not valid");
  await page.goto("/comments/moderate?decision=publish&token=1.2.3");
  await expect(page).toHaveURL(/\/comments\/link-expired$/);
  await page.goto("/comments/moderate");
  await expect(page).toHaveURL(/\/comments\/link-expired$/);
});
