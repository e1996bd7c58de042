import { expect, test, type Page, type Request } from "./fixtures";
import { linkIn, mailsTo, uniqueVisitor, waitForMail } from "./mailbox";
import { untilNoMailPending } from "./outbox";

// A paid signup left before paying (reload, Back, Cancel, a second tab) resumes at the payment step in the same
// browser, for the client and plan the server has; the checkout pays only for the client it was opened for; the
// welcome and receipt e-mails go out right after the payment; what 'Selected Plan' shows is what is charged.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const signupForm = (page: Page) => page.getByRole("form", { name: "Sign Up" });
const purchase = (page: Page) => page.getByRole("heading", { name: "Complete Your Purchase" });

async function register(page: Page, query: string, values: { company: string; name: string; email: string }) {
  await page.goto(`/signup?${query}`);
  await fillAndSubmit(page, values);
  await expect(purchase(page)).toBeVisible({ timeout: 15_000 });
}

/** A new visitor (their own address and IP) registered for Professional, Monthly, and left at the payment step. */
async function registerUnpaid(page: Page, tag: string, company: string) {
  const visitor = uniqueVisitor(tag);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await register(page, "plan=3&billing_cycle=Monthly", { company, name: "Asha Rao", email: visitor.email });
  return visitor;
}

async function fillAndSubmit(page: Page, { company, name, email }: { company: string; name: string; email: string }) {
  await field(page, "Company Name").fill(company);
  await field(page, "Contact Name").fill(name);
  await field(page, "Email").fill(email);
  await field(page, "Phone Number").fill("+1 415 555 0100");
  await page.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
  await signupForm(page).getByRole("button", { name: "Continue to Payment" }).click();
}

async function fillCard(page: Page, number = "4242 4242 4242 4242") {
  await field(page, "Card number").fill(number);
  await field(page, "Expiry (MM/YY)").fill("12/30");
  await field(page, "CVC").fill("123");
}

const EMAIL_TAKEN = "An account with this email already exists. Sign in or use another email.";
const RESUME_NOTE = "If this registration is still waiting for payment, we have e-mailed a link to finish it.";
const RESUME_SUBJECT = /^Subject: Finish your LeadFlow signup/m;

const isSessionCreation = (request: Request) => request.url().includes("/api/payments/create-stripe-session");

test("reload and Cancel resume the unpaid registration; a plan chosen since switches it, or it pays the plan it has", async ({
  page,
}) => {
  const visitor = await registerUnpaid(page, "resume", "Resume Co");

  await page.reload();
  await expect(purchase(page)).toBeVisible();
  await expect(page.getByText("Resume Co is registered and waiting for payment.")).toBeVisible();
  await expect(page.getByTestId("checkout-plan-name")).toHaveText("Professional");

  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  // Another plan from the pricing page: the form, ready to switch the registration to it, or pay for the old one.
  await page.goto("/signup?plan=4&billing_cycle=Yearly");
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Resume Co is registered with Professional (Monthly), which is waiting for payment." }),
  ).toContainText("Continue below to switch it to Enterprise (Yearly) instead.");
  await expect(field(page, "Company Name")).toHaveValue("Resume Co");
  await expect(field(page, "Email")).toHaveValue(visitor.email);
  // Only the plan changes: the details are shown as registered, not offered for an edit that would be dropped.
  for (const label of ["Company Name", "Contact Name", "Email", "Phone Number"])
    await expect(field(page, label)).not.toBeEditable();
  await page.getByRole("button", { name: "Pay for Professional (Monthly)" }).click();
  await expect(page.getByTestId("checkout-plan-name")).toHaveText("Professional");
  await expect(page.getByTestId("checkout-plan-cycle")).toHaveText("Monthly");
  await expect(page.getByTestId("checkout-plan-price")).toHaveText("$99");

  // The way out shows the form; the same e-mail again continues to this registration's payment, for the plan the
  // form now has (Enterprise, Yearly), with no duplicate error.
  await page.getByRole("button", { name: "Register a different company instead" }).click();
  await expect(signupForm(page)).toBeVisible();
  await expect(signupForm(page).getByRole("heading", { name: "Sign Up" })).toBeFocused(); // not lost to <body>
  await fillAndSubmit(page, { company: "Resume Co", name: "Asha Rao", email: visitor.email.toUpperCase() });
  await expect(purchase(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/already exists/)).toHaveCount(0);
  await expect(page.getByTestId("checkout-plan-name")).toHaveText("Enterprise");
  await expect(page.getByTestId("checkout-plan-cycle")).toHaveText("Yearly");
  await expect(page.getByTestId("checkout-plan-price")).toHaveText("$2,990");

  await fillCard(page);
  await page.getByRole("button", { name: /^Pay [$₹]/ }).click();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });

  // Paid: nothing is left to resume; the page says the company is registered.
  await page.goto("/signup");
  await expect(page.getByText("Resume Co is registered.")).toBeVisible();
  await expect(page.getByText("Your payment was successful.")).toBeVisible();
  await expect(purchase(page)).toHaveCount(0);
});

test("the plan-switch notice also leads to an empty form for another company", async ({ page }) => {
  await registerUnpaid(page, "switch-away", "Stay Co");
  await page.goto("/signup?plan=2&billing_cycle=Monthly");
  await expect(
    page.getByRole("status").filter({ hasText: "Stay Co is registered with Professional (Monthly)" }),
  ).toContainText("Its details stay as registered.");
  await page.getByRole("button", { name: "Register a different company instead" }).click();
  await expect(signupForm(page).getByRole("heading", { name: "Sign Up" })).toBeFocused();
  await expect(field(page, "Company Name")).toHaveValue("");
  await expect(field(page, "Company Name")).toBeEditable();
  await expect(page.getByText("Stay Co is registered with")).toHaveCount(0);
});

test("'Start Free' after leaving a paid checkout switches the registration to Free: ready at once, nothing to pay", async ({
  page,
}) => {
  const visitor = await registerUnpaid(page, "to-free", "Free Again Co");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page
    .getByRole("link", { name: /Start Free/ })
    .first()
    .click();

  await expect(
    page.getByRole("status").filter({ hasText: "Free Again Co is registered with Professional (Monthly)" }),
  ).toContainText("switch it to Free (Monthly) instead");
  await page.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
  await signupForm(page).getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByText(`Your login credentials and activation details have been sent to ${visitor.email}.`),
  ).toBeVisible();
  await waitForMail(visitor.email, /^Subject: Welcome/m);

  await page.goto("/signup");
  await expect(page.getByText("Free Again Co is registered.")).toBeVisible();
  await expect(page.getByText("Your payment was successful.")).toHaveCount(0);
  await expect(purchase(page)).toHaveCount(0);
});

test("a paid signup's checkout names the contact person; welcome and receipt arrive right after paying", async ({
  page,
}) => {
  const visitor = await registerUnpaid(page, "paid-mail", "Mail Co");
  await fillCard(page);
  const created = page.waitForRequest(isSessionCreation);
  await page.getByRole("button", { name: /^Pay [$₹]/ }).click();
  expect((await created).postDataJSON().customer_data).toMatchObject({
    company_name: "Mail Co",
    contact_name: "Asha Rao",
  });
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`have been sent to ${visitor.email}.`)).toBeVisible();

  // Sent by the drain after the payment response: no other request, no cron.
  await expect
    .poll(
      async () =>
        (await mailsTo(visitor.email)).map((eml) => /^Subject: (Welcome|Your LeadFlow receipt)/m.exec(eml)?.[1]).sort(),
      { timeout: 5_000 },
    )
    .toEqual(["Welcome", "Your LeadFlow receipt"]);
});

test("two tabs: the checkout of a company no longer in the session is refused, nothing is charged", async ({
  context,
}) => {
  const [a, b] = [uniqueVisitor("tab-a"), uniqueVisitor("tab-b")];
  const tabA = await context.newPage();
  const tabB = await context.newPage();
  await tabA.setExtraHTTPHeaders({ "x-forwarded-for": a.ip });
  await tabB.setExtraHTTPHeaders({ "x-forwarded-for": b.ip });
  // Both forms open before either registers (a tab opened later would resume the first registration instead).
  await tabA.goto("/signup?plan=4");
  await tabB.goto("/signup?plan=2");
  await fillAndSubmit(tabA, { company: "Company A", name: "Ann", email: a.email });
  await expect(purchase(tabA)).toBeVisible({ timeout: 15_000 });
  await fillAndSubmit(tabB, { company: "Company B", name: "Ben", email: b.email });
  await expect(purchase(tabB)).toBeVisible({ timeout: 15_000 });

  await fillCard(tabA);
  const refused = tabA.waitForResponse((response) => isSessionCreation(response.request()));
  await tabA.getByRole("button", { name: /^Pay [$₹]/ }).click();
  expect((await refused).status()).toBe(409);
  await expect(tabA.getByRole("form").getByRole("alert")).toHaveText(
    "This payment is for a registration that is no longer active in this browser. Please reload the page.",
  );
  // Reloaded, tab A's URL still names Enterprise: the form offers to switch Company B to it, or pay its Starter plan.
  await tabA.reload();
  await expect(
    tabA.getByText("Company B is registered with Starter (Monthly), which is waiting for payment."),
  ).toBeVisible();
  await tabA.getByRole("button", { name: "Pay for Starter (Monthly)" }).click();
  await expect(tabA.getByTestId("checkout-plan-price")).toHaveText("$29");

  await fillCard(tabB);
  await tabB.getByRole("button", { name: /^Pay [$₹]/ }).click();
  await expect(tabB.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(async () => (await mailsTo(b.email)).some((eml) => /^Subject: Your LeadFlow receipt: Starter/m.test(eml)), {
      timeout: 5_000,
    })
    .toBe(true);
  expect((await mailsTo(a.email)).length).toBe(0);
});

test("two tabs: a checkout whose registration switched plans in the other tab is refused, not charged the new price", async ({
  context,
}) => {
  const visitor = uniqueVisitor("switched");
  await context.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  const tabA = await context.newPage();
  await register(tabA, "plan=2&billing_cycle=Monthly", {
    company: "Switch Co",
    name: "Asha Rao",
    email: visitor.email,
  });
  await expect(tabA.getByTestId("checkout-plan-price")).toHaveText("$29");

  // Tab B switches the same registration to Enterprise (Yearly), then is left before paying.
  const tabB = await context.newPage();
  await tabB.goto("/signup?plan=8&billing_cycle=Yearly");
  await tabB.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
  await signupForm(tabB).getByRole("button", { name: "Continue to Payment" }).click();
  await expect(tabB.getByTestId("checkout-plan-name")).toHaveText("Enterprise");
  await tabB.close();

  await fillCard(tabA);
  const refused = tabA.waitForResponse((response) => isSessionCreation(response.request()));
  await tabA.getByRole("button", { name: /^Pay [$₹]/ }).click();
  expect((await refused).status()).toBe(409);
  await expect(tabA.getByRole("form").getByRole("alert")).toHaveText(
    "The plan of this registration has changed since this page was opened. Please reload the page to pay for the plan it has now.",
  );
  await expect(tabA.getByRole("heading", { name: "Registration Successful!" })).toHaveCount(0);
  // Reloaded, tab A (its URL names Starter) says which plan the registration has now, and pays that one.
  await tabA.reload();
  await expect(
    tabA.getByText("Switch Co is registered with Enterprise (Yearly), which is waiting for payment."),
  ).toBeVisible();
  await tabA.getByRole("button", { name: "Pay for Enterprise (Yearly)" }).click();
  await expect(tabA.getByTestId("checkout-plan-name")).toHaveText("Enterprise");
  await expect(tabA.getByTestId("checkout-plan-price")).toHaveText("$2,990");
  expect((await mailsTo(visitor.email)).some((eml) => /^Subject: Your LeadFlow receipt/m.test(eml))).toBe(false);
});

test("paid in one tab, the checkout still open in another goes on to the success screen, with nothing charged again", async ({
  context,
}) => {
  const visitor = uniqueVisitor("paid-twice");
  const first = await context.newPage();
  await first.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await register(first, "plan=2&billing_cycle=Monthly", {
    company: "Twice Co",
    name: "Asha Rao",
    email: visitor.email,
  });
  const second = await context.newPage();
  await second.goto("/signup");
  await expect(second.getByText("Twice Co is registered and waiting for payment.")).toBeVisible();

  await fillCard(first);
  await first.getByRole("button", { name: /^Pay [$₹]/ }).click();
  await expect(first.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });

  await fillCard(second);
  await second.getByRole("button", { name: /^Pay [$₹]/ }).click();
  await expect(second.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });
  await expect(second.getByText("Your payment has already been received.")).toHaveCount(0);
  await expect
    .poll(
      async () => (await mailsTo(visitor.email)).filter((eml) => /^Subject: Your LeadFlow receipt/m.test(eml)).length,
      { timeout: 5_000 },
    )
    .toBe(1);
});

test("an INR plan id shows and charges the visitor's currency, and the other way round", async ({
  page,
  browser,
  baseURL,
}) => {
  const visitor = uniqueVisitor("currency");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await page.goto("/signup?plan=11&billing_cycle=Monthly"); // INR Professional, for a Global (USD) visitor
  const box = page.getByRole("region", { name: "Selected Plan" });
  await expect(box.getByTestId("selected-plan-price")).toHaveText("$99");
  await fillAndSubmit(page, { company: "Dollar Co", name: "Dee", email: visitor.email });
  await expect(purchase(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("checkout-plan-price")).toHaveText("$99");
  await fillCard(page);
  const created = page.waitForResponse((response) => isSessionCreation(response.request()));
  await page.getByRole("button", { name: /^Pay [$₹]/ }).click();
  expect((await (await created).json()).data).toMatchObject({ amount: 9900, currency: "USD" });

  const india = await browser.newContext({ baseURL });
  await india.addCookies([
    { name: "user_country", value: JSON.stringify({ countryCode: "IN", timestamp: Date.now() }), url: baseURL! },
  ]);
  const indianPage = await india.newPage();
  await indianPage.goto("/signup?plan=3&billing_cycle=Monthly"); // USD Professional, for an Indian visitor
  await expect(indianPage.getByRole("region", { name: "Selected Plan" }).getByTestId("selected-plan-price")).toHaveText(
    "₹7,999",
  );
  await india.close();
});

test("without JavaScript the form says what to do and never puts personal data in the URL", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/signup");
  // Chromium's JavaScript switch does not make the parser show <noscript>, so its text is read from the markup.
  expect(await signupForm(page).locator("noscript").textContent()).toContain(
    "Registration needs JavaScript. Please enable JavaScript in your browser and reload this page to create your account.",
  );
  await field(page, "Company Name").fill("No Script Co");
  await field(page, "Email").fill("noscript@e2e.example");
  await signupForm(page).getByRole("button", { name: "Create Account" }).click();
  await page.waitForLoadState();
  expect(page.url()).not.toContain("noscript");
  expect(page.url()).not.toContain("?");
  await context.close();
});

test("from another browser, the same e-mail mails a one-time link that resumes the unpaid signup there", async ({
  browser,
  baseURL,
}) => {
  const visitor = uniqueVisitor("elsewhere");
  const first = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": visitor.ip } });
  await register(await first.newPage(), "plan=3&billing_cycle=Monthly", {
    company: "Elsewhere Co",
    name: "Asha Rao",
    email: visitor.email,
  });
  await first.close(); // left before paying

  const second = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": uniqueVisitor("elsewhere-2").ip },
  });
  const page = await second.newPage();
  await page.goto("/signup?plan=3&billing_cycle=Monthly");
  await fillAndSubmit(page, { company: "Elsewhere Co", name: "Asha Rao", email: visitor.email });
  await expect(signupForm(page).getByRole("alert")).toHaveText(EMAIL_TAKEN);
  await expect(signupForm(page).getByRole("status")).toHaveText(RESUME_NOTE);

  const link = linkIn(await waitForMail(visitor.email, RESUME_SUBJECT), `${baseURL}/signup/resume?token=`);
  // A mail scanner or link preview opening the link first neither spends it nor signs itself in.
  const scanned = await second.request.get(link);
  expect(scanned.status()).toBe(200);
  expect(await scanned.text()).not.toContain("Elsewhere Co");
  await page.goto(link);
  await page.getByRole("button", { name: "Continue to payment" }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(purchase(page)).toBeVisible();
  await expect(page.getByText("Elsewhere Co is registered and waiting for payment.")).toBeVisible();
  await expect(page.getByTestId("checkout-plan-name")).toHaveText("Professional");
  await fillCard(page);
  await page.getByRole("button", { name: /^Pay [$₹]/ }).click();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });

  // Used, and the account it was for is paid: the link signs nobody in any more and says what is true, with the
  // order as the receipt has it (no checkout, no 'waiting for payment'), from a browser that did not pay as well.
  const receipt = await waitForMail(visitor.email, /^Subject: Your LeadFlow receipt/m);
  const reference = /Payment reference: (\S+)/.exec(receipt)![1];
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: "Your order is paid" })).toBeVisible();
  await expect(page.getByText("waiting for payment")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Continue to payment" })).toHaveCount(0);
  await expect(page.getByTestId("resume-order-plan")).toHaveText("Professional");
  await expect(page.getByTestId("resume-order-reference")).toHaveText(reference);
  await expect(page.getByTestId("resume-order-total")).toHaveText(/^\$\d/);
  await expect(page.getByRole("main").getByRole("link", { name: "sign in" })).toHaveAttribute("href", "/login");
  await second.close();

  const third = await browser.newContext({ baseURL });
  const thirdPage = await third.newPage();
  await thirdPage.goto(link);
  await expect(thirdPage.getByRole("heading", { level: 1, name: "Your order is paid" })).toBeVisible();
  await expect(thirdPage.getByTestId("resume-order-reference")).toHaveText(reference);
  await expect(thirdPage.getByRole("heading", { name: "Complete Your Purchase" })).toHaveCount(0);
  await third.close();
});

test("a taken e-mail without a pending payment gets the same answer and no mail", async ({ page, request }) => {
  const visitor = uniqueVisitor("taken-free");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  // Registered elsewhere (its own cookie jar), not in this browser's session.
  const created = await request.post("/api/clients/register", {
    data: {
      client_name: "Free Co",
      contact_name: "Fay",
      contact_email: visitor.email,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: null,
    },
    headers: { "x-forwarded-for": uniqueVisitor("taken-free-api").ip },
  });
  expect(created.status()).toBe(201);
  await page.goto("/signup?plan=3&billing_cycle=Monthly");
  await fillAndSubmit(page, { company: "Free Co", name: "Fay", email: visitor.email });
  await expect(signupForm(page).getByRole("alert")).toHaveText(EMAIL_TAKEN);
  await expect(signupForm(page).getByRole("status")).toHaveText(RESUME_NOTE);
  // A resume link would be queued before this answer, and written by the time the outbox has nothing pending.
  await untilNoMailPending(request);
  expect((await mailsTo(visitor.email)).some((eml) => RESUME_SUBJECT.test(eml))).toBe(false);
});

test("a registration left before paying is offered back on the other pages until it is paid", async ({ page }) => {
  await registerUnpaid(page, "banner", "Banner Co");
  const banner = (on: Page) => on.getByRole("complementary", { name: "Unfinished signup" });
  await expect(banner(page)).toHaveCount(0); // not on the signup itself

  await page.goto("/pricing");
  await expect(banner(page)).toContainText(/Your signup for the \w+ plan \(Monthly\) is waiting for payment\./);
  // "Not now" holds for this tab; another tab offers it again.
  await banner(page).getByRole("button", { name: "Not now" }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  const other = await page.context().newPage();
  await other.goto("/faq");
  await banner(other).getByRole("link", { name: "Finish your signup" }).click();
  await expect(purchase(other)).toBeVisible({ timeout: 15_000 });
  await fillCard(other);
  await other.getByRole("button", { name: /^Pay [$₹]/ }).click();
  await expect(other.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });

  // Paid: the next page asks once more, hears that nothing waits, and the browser stops asking.
  await other.goto("/pricing");
  await expect
    .poll(async () => (await other.context().cookies()).some((cookie) => cookie.name === "leadflow_open_signup"))
    .toBe(false);
  await expect(banner(other)).toHaveCount(0);
});

test("a visitor who has not registered is never asked about a signup", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/signup/pending")) asked.push(request.url());
  });
  await page.goto("/pricing");
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
});
