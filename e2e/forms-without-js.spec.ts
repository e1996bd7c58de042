import { expect, test, type Locator, type Page } from "./fixtures";
import { PUBLISHED_POST } from "./routes";
import { COMMENT_RECEIVED } from "@/lib/inbox/comments/submit";
import { LIST_COPY } from "@/lib/inbox/mailing-list/lists";
import { RESET_REQUESTED } from "@/lib/accounts/password-reset/request";
import { linkIn, uniqueVisitor, waitForMail } from "./mailbox";

// Every form works before (or without) JavaScript: React renders the server action as a real POST form, and the
// page comes back rendered with the action's answer and with what was typed.
test.use({ javaScriptEnabled: false });

async function asVisitor(page: Page, name: string) {
  const visitor = uniqueVisitor(name);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  return visitor;
}

/** The form React rendered for a server action posts to the page itself, not to a javascript: URL. */
async function expectRealForm(form: Locator) {
  await expect(form).toHaveAttribute("method", /post/i);
  expect(await form.getAttribute("action")).not.toMatch(/^javascript:/);
}

test("the home page newsletter form subscribes without JavaScript", async ({ page }) => {
  const visitor = await asVisitor(page, "nojs-news");
  await page.goto("/");
  const form = page.locator("#newsletter form");
  await expectRealForm(form);
  await form.getByLabel("E-mail address").fill(visitor.email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  const answer = page.locator("#newsletter").getByRole("status");
  await expect(answer).toHaveText(LIST_COPY.newsletter.pending(visitor.email));
  // The answered page opens at the answer (far down the home page), not at its top.
  await expect(answer.getByText(LIST_COPY.newsletter.pending(visitor.email))).toBeFocused();
  await expect(answer).toBeInViewport();
  await waitForMail(visitor.email, /Confirm your subscription to the LeadFlow newsletter/);
});

test("the mailed confirm link's button confirms without JavaScript", async ({ page, baseURL }) => {
  const visitor = await asVisitor(page, "nojs-confirm");
  await page.goto("/subscribe-page");
  await page.getByLabel("E-mail address").fill(visitor.email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  const mail = await waitForMail(visitor.email, /Confirm your subscription to the LeadFlow newsletter/);
  await page.goto(linkIn(mail, `${baseURL}/newsletter/confirm?token=`));
  await expectRealForm(page.locator("main form"));
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page).toHaveURL(/\/newsletter\/subscribed$/);
});

test("/subscribe-page answers a bad address with its message and keeps what was typed", async ({ page }) => {
  await asVisitor(page, "nojs-bad");
  await page.goto("/subscribe-page");
  await expectRealForm(page.locator("form"));
  await page.getByLabel("E-mail address").fill("not-an-address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByLabel("E-mail address")).toHaveValue("not-an-address");
  await expect(page.getByLabel("E-mail address")).toHaveAttribute("aria-invalid", "true");
});

test("Notify on /coming-soon joins the launch list without JavaScript", async ({ page }) => {
  const visitor = await asVisitor(page, "nojs-launch");
  await page.goto("/coming-soon");
  await page.getByLabel("Get notified at launch").fill(visitor.email);
  await page.getByRole("button", { name: "Notify" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Almost there!" })).toHaveText(
    LIST_COPY.launch.pending(visitor.email),
  );
});

test("/forgot answers without JavaScript", async ({ page }) => {
  const visitor = await asVisitor(page, "nojs-forgot");
  await page.goto("/forgot");
  await expectRealForm(page.locator("form"));
  await page.getByLabel("Email").fill(visitor.email);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("status")).toHaveText(RESET_REQUESTED);
});

test("a blog comment keeps its text on an error and is stored without JavaScript", async ({ page }) => {
  const visitor = await asVisitor(page, "nojs-comment");
  await page.goto(`/blog-details-left-sidebar/${PUBLISHED_POST}`);
  const form = page.locator("form").filter({ has: page.getByRole("button", { name: "Post Comment" }) });
  await expectRealForm(form);
  await form.getByLabel("Name").fill("Asha");
  await form.getByLabel("Email").fill(visitor.email);
  await form.getByLabel("Comment").fill("Too short");
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByText("Comment must be at least 10 characters long")).toBeVisible();
  await expect(form.getByLabel("Name")).toHaveValue("Asha");
  await expect(form.getByLabel("Email")).toHaveValue(visitor.email);
  await expect(form.getByLabel("Comment")).toHaveValue("Too short");

  await form.getByLabel("Comment").fill("Useful checklist, thank you.");
  await form.getByRole("button", { name: "Post Comment" }).click();
  await expect(form.getByRole("status")).toHaveText(COMMENT_RECEIVED);
});

test("the contact form keeps all four fields when the server finds an error", async ({ page }) => {
  await asVisitor(page, "nojs-contact");
  await page.goto("/contact-page");
  const form = page.locator("#contact form");
  const values = {
    Name: "Asha Rao",
    Email: "asha@e2e.example",
    Subject: "Demo",
    Message: "We are twelve sellers and would like a demo.",
  };
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Subject must be at least 5 characters long")).toBeVisible();
  for (const [label, value] of Object.entries(values))
    await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
  await expect(form.getByLabel("Subject", { exact: true })).toBeFocused();
});
