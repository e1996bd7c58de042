import { expect, test } from "./fixtures";
import { LIST_COPY } from "@/lib/inbox/mailing-list/lists";
import { seriousAxeViolations } from "./axe";
import { linkIn, mailsTo, uniqueVisitor, waitForMail } from "./mailbox";
import { untilNoMailPending } from "./outbox";
import { PORT } from "./servers";

// Double opt-in through the link in the captured mail: home page form → mail → confirm → sign up again (the same
// answer, no mail) → unsubscribe. Links in mails use SITE_URL, which is this server.
const SITE = `http://127.0.0.1:${PORT}`;

test("newsletter: sign up on the home page, confirm through the mailed link, then unsubscribe", async ({
  page,
  request,
}) => {
  const visitor = uniqueVisitor("news");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await page.goto("/");
  const section = page.locator("#newsletter");
  await section.getByLabel("E-mail address").fill(visitor.email);
  await section.getByRole("button", { name: "Subscribe" }).click();
  await expect(section.getByRole("status")).toHaveText(LIST_COPY.newsletter.pending(visitor.email));
  await expect(section.getByLabel("E-mail address")).toHaveValue("");

  const mail = await waitForMail(visitor.email, /Confirm your subscription to the LeadFlow newsletter/);
  expect(mail).toMatch(/List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=/);
  const confirmLink = linkIn(mail, `${SITE}/newsletter/confirm?token=`);
  // A mail scanner opening the link first confirms nothing: the page only asks.
  const scanned = await page.request.get(confirmLink);
  expect(scanned.status()).toBe(200);
  await page.goto(confirmLink);
  await expect(page.getByText(`Add ${visitor.email} to the LeadFlow newsletter?`)).toBeVisible();
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page).toHaveURL(/\/newsletter\/subscribed$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're subscribed");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Subscribing again gets the answer anyone gets, so the form tells nobody who is subscribed; and it sends nothing.
  await page.goto("/subscribe-page");
  await page.getByLabel("E-mail address").fill(visitor.email.toUpperCase());
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(LIST_COPY.newsletter.pending(visitor.email));
  // A mail it sent would be queued before this answer, and written by the time the outbox has nothing pending.
  await untilNoMailPending(request);
  expect(await mailsTo(visitor.email)).toHaveLength(1);

  await page.goto(linkIn(mail, `${SITE}/newsletter/unsubscribe?token=`));
  await expect(page.getByText(`Stop e-mails from the LeadFlow newsletter to ${visitor.email}?`)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status")).toHaveText(
    `${visitor.email} has been unsubscribed from the LeadFlow newsletter. You will get no more e-mails from it.`,
  );

  // The old confirm link no longer subscribes anyone.
  await page.goto(linkIn(mail, `${SITE}/newsletter/confirm?token=`));
  await expect(page).toHaveURL(/\/newsletter\/link-expired$/);
});

test("newsletter: a one-click unsubscribe from the mail header works without a browser", async ({ page, request }) => {
  const visitor = uniqueVisitor("oneclick");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await page.goto("/subscribe-page");
  await page.getByLabel("E-mail address").fill(visitor.email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  const mail = await waitForMail(visitor.email, /Confirm your subscription/);
  const oneClick = linkIn(mail, `${SITE}/api/newsletter/unsubscribe?token=`);
  const answer = await request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toMatchObject({ success: true });
  const forged = await request.post(oneClick.replace(/token=\d+/, "token=1"));
  expect(forged.status()).toBe(400);
});

test("newsletter: an invalid address gets the product's message and nothing is sent", async ({ page }) => {
  const visitor = uniqueVisitor("bad");
  await page.goto("/subscribe-page");
  const field = page.getByLabel("E-mail address");
  await field.fill("not-an-address");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("not-an-address");
  // The message clears as soon as the field is edited, as the contact form's do.
  await field.fill("not-an-address@");
  await expect(page.getByText("Please enter a valid email address")).toHaveCount(0);
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await field.fill("");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  expect(await mailsTo(visitor.email)).toEqual([]);
});

test("coming soon: Notify joins the launch list with the same double opt-in", async ({ page }) => {
  const visitor = uniqueVisitor("launch");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await page.goto("/coming-soon");
  await page.getByLabel("Get notified at launch").fill(visitor.email);
  await page.getByRole("button", { name: "Notify" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Almost there!" })).toHaveText(
    LIST_COPY.launch.pending(visitor.email),
  );
  const mail = await waitForMail(visitor.email, /Confirm your LeadFlow Voice launch notification/);
  await page.goto(linkIn(mail, `${SITE}/newsletter/confirm?token=`));
  await page.getByRole("button", { name: "Confirm subscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're on the launch list");
  // The link again, once confirmed: straight to the same page.
  await page.goto(linkIn(mail, `${SITE}/newsletter/confirm?token=`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're on the launch list");
});

test("a forged or mangled confirm link lands on the expired-link page", async ({ page }) => {
  await page.goto("/newsletter/confirm?token=1.confirm.0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
  await expect(page).toHaveURL(/\/newsletter\/link-expired$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This link has expired");
  await expect(page.getByRole("link", { name: "Subscribe to the newsletter" })).toBeVisible();
});

test("the mailed links redirect on the visitor's own host, not the server's internal address", async ({ request }) => {
  // What a reverse proxy in front of `next start` forwards for https://www.leadflow.example.
  const publicSite = "https://www.leadflow.example";
  const headers = { "x-forwarded-host": "www.leadflow.example", "x-forwarded-proto": "https" };
  const expected = {
    "/newsletter/confirm?token=1.confirm.0.AAAA": `${publicSite}/newsletter/link-expired`,
    "/api/newsletter/unsubscribe?token=abc": `${publicSite}/newsletter/unsubscribe?token=abc`,
  };
  for (const [path, target] of Object.entries(expected)) {
    const answer = await request.get(path, { headers, maxRedirects: 0 });
    expect([303, 307], path).toContain(answer.status()); // a route handler's 303, a page's redirect() 307
    expect(new URL(answer.headers().location, publicSite).href, path).toBe(target);
  }
});

test("newsletter: a send lost on the way says so in the form and keeps the address", async ({ page }) => {
  const visitor = uniqueVisitor("lost");
  await page.goto("/subscribe-page");
  await page.route("**/subscribe-page", (route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 502, body: "Bad Gateway" }) : route.continue(),
  );
  await page.getByLabel("E-mail address").fill(visitor.email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("This could not be sent. Please check your connection and try again.")).toBeFocused();
  await expect(page.getByLabel("E-mail address")).toHaveValue(visitor.email);
  await page.unroute("**/subscribe-page");
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: visitor.email })).toHaveText(
    LIST_COPY.newsletter.pending(visitor.email),
  );
});
