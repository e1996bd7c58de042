import { expect, test, type BrowserContext, type Page } from "./fixtures";
import { watchConsole } from "./console";
import { mailsTo } from "./mailbox";
import { FAKE_ADMIN_URL, REMOTE_PORT, REMOTE_URL } from "./servers";

// The signup flow on the remote admin API backend: the same build as the site, started with ADMIN_API_URL set to a
// fake provider (testing/admin-api-process.ts: our embedded backend on its own database, over HTTP). Every
// admin call then leaves the site, and the remote branches of app/(site)/signup/actions.ts run: registerCompany
// registers with the provider, completeSignup answers sync "skipped", resendWelcomeEmail points to the provider.
// The tests read the provider's database through the fake's GET /_test/clients. Unique e-mails and a client IP
// per test, as in signup.spec.ts.

test.use({ baseURL: REMOTE_URL });

const APP_URL = "http://127.0.0.1:9/app"; // playwright.config.ts
// docs/product.md section 8 ("Card errors are shown as returned") and the sandbox gateway's decline, as Stripe words it.
const CARD_DECLINED = "Your card was declined.";
// What our admin API answers for a taken e-mail; docs/product.md section 7: a refused registration shows the answer's error.
const EMAIL_TAKEN = "An account with this email already exists. Sign in or use another email.";
const EMAIL_TAKEN_FIELD = "An account with this email already exists";
// RESEND_BY_PROVIDER in app/(site)/signup/actions.ts.
const RESEND_BY_PROVIDER =
  "Your welcome e-mail comes from our account provider. Please contact support to have it sent again.";
// RESET_BY_PROVIDER in app/(site)/forgot/actions.ts.
const RESET_BY_PROVIDER = "Passwords are managed by our account provider. Please contact support to have yours reset.";

const STARTER_MONTHLY_USD = 2; // lib/billing/plans/plans.ts

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const uniqueEmail = () => `remote-${unique()}@e2e.example`;

const visitorIp = () => {
  const n = () => Math.floor(Math.random() * 250) + 1;
  return { "x-forwarded-for": `10.${n()}.${n()}.${n()}` };
};

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders(visitorIp());
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const form = (page: Page) => page.getByRole("form", { name: "Sign Up" });

async function fillForm(page: Page, values: { company: string; email: string }) {
  await field(page, "Company Name").fill(values.company);
  await field(page, "Contact Name").fill("Asha Rao");
  await field(page, "Email").fill(values.email);
  await field(page, "Phone Number").fill("+1 415 555 0100");
  await page.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
}

async function registerFree(page: Page, values: { company: string; email: string }) {
  await page.goto("/signup?plan=1&billing_cycle=Monthly");
  await fillForm(page, values);
  await form(page).getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });
}

type ProviderClient = {
  id: number;
  client_name: string;
  contact_email: string;
  plan_id: number | null;
  billing_cycle: string | null;
  subscription: { plan: { id: number }; status: string } | null;
};

/** What the provider's database holds for this e-mail. */
async function providerClients(email: string): Promise<ProviderClient[]> {
  const response = await fetch(`${FAKE_ADMIN_URL}/_test/clients?email=${encodeURIComponent(email)}`);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { clients: ProviderClient[] }).clients;
}

// The remote server's own outbox writes its e-mails here (no SMTP_URL; e2e/mailbox.ts reads the main server's).
const REMOTE_MAIL_DIR = `.data/e2e-${REMOTE_PORT}/mail`;

const remoteMailsTo = (address: string) => mailsTo(address, REMOTE_MAIL_DIR);

/**
 * Runs the remote server's own outbox up to now: subscribe the address to the newsletter there (in a page of its
 * own, leaving the test's page alone) and wait for that confirmation e-mail. The outbox runs its jobs one at a
 * time, oldest first, so any e-mail the server had queued earlier for the address has been written by then.
 */
async function flushRemoteOutbox(context: BrowserContext, email: string) {
  const page = await context.newPage();
  await page.setExtraHTTPHeaders(visitorIp());
  await page.goto("/subscribe-page");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect
    .poll(
      async () =>
        (await remoteMailsTo(email)).filter((eml) => /Confirm your subscription to the LeadFlow newsletter/.test(eml))
          .length,
      {
        timeout: 10_000,
        message: `the remote server's newsletter confirmation to ${email}`,
      },
    )
    .toBe(1);
  await page.close();
}

test("a free registration goes to the provider and shows the same success screen; the site itself keeps no client", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const email = uniqueEmail();
  expect(await providerClients(email)).toEqual([]);
  await registerFree(page, { company: "Remote Free Co", email });

  // The embedded site's success screen, word for word (e2e/signup.spec.ts), and no sync warning: completeSignup's
  // remote branch answers sync "skipped" (the provider syncs its own clients).
  await expect(
    page.getByText(`Your login credentials and activation details have been sent to ${email}.`),
  ).toBeVisible();
  await expect(
    page.getByText(
      /check your inbox \(and your spam folder\) for a welcome e-mail with your temporary password and a login link/,
    ),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue to Dashboard" })).toHaveAttribute(
    "href",
    `${APP_URL}/dashboard`,
  );
  await expect(page.getByRole("link", { name: "Go to Pricing" })).toHaveCount(0); // a plan was chosen
  await expect(page.getByTestId("api-key")).toHaveCount(0);

  // The provider registered it, on the Free plan.
  const [client, ...others] = await providerClients(email);
  expect(others).toEqual([]);
  expect(client).toMatchObject({ client_name: "Remote Free Co", contact_email: email, plan_id: 1 });

  // The site's own database never saw it: an embedded registration queues the welcome e-mail in the site's outbox
  // (same transaction as the client row), and the site has written none by the time its outbox ran past it.
  await flushRemoteOutbox(page.context(), email);
  expect((await remoteMailsTo(email)).filter((eml) => /Temporary password:/.test(eml))).toEqual([]);
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("'Resend e-mail' says the welcome e-mail comes from the provider", async ({ page }) => {
  const errors = watchConsole(page);
  await registerFree(page, { company: "Remote Resend Co", email: uniqueEmail() });

  const resend = page.getByRole("button", { name: "Resend e-mail" });
  const resendForm = page.locator("form", { has: resend });
  await resend.click();
  await expect(resendForm.getByRole("alert")).toHaveText(RESEND_BY_PROVIDER);
  await expect(resendForm.getByRole("status")).toHaveText("");
  await expect(resend).toBeEnabled();
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("a paid plan pays through the provider: the declined card stays on the payment step, 4242 completes", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const email = uniqueEmail();
  await page.goto(`/signup?plan=${STARTER_MONTHLY_USD}&billing_cycle=Monthly`);
  await fillForm(page, { company: "Remote Paying Co", email });
  await form(page).getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Complete Your Purchase" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("checkout-plan-name")).toHaveText("Starter");
  await expect(page.getByText("Test mode")).toBeVisible();
  await field(page, "Country").selectOption("US");

  // Registered with the provider for Starter, not paid yet.
  const [registered] = await providerClients(email);
  expect(registered).toMatchObject({
    client_name: "Remote Paying Co",
    plan_id: STARTER_MONTHLY_USD,
    billing_cycle: "Monthly",
    subscription: null,
  });

  async function payWith(number: string) {
    await field(page, "Card number").fill(number);
    await field(page, "Expiry (MM/YY)").fill("12/30");
    await field(page, "CVC").fill("123");
    await page.getByRole("button", { name: /^Pay [$₹]/ }).click();
  }

  await payWith("4000 0000 0000 0002");
  await expect(page.getByRole("form").getByRole("alert")).toHaveText(CARD_DECLINED);
  await expect(page.getByRole("heading", { name: "Complete Your Purchase" })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Pay [$₹]/ })).toBeEnabled();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toHaveCount(0);
  expect((await providerClients(email))[0].subscription).toBeNull();

  await payWith("4242 4242 4242 4242");
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Your payment was successful.")).toBeVisible();
  await expect(
    page.getByText(`Your login credentials and activation details have been sent to ${email}.`),
  ).toBeVisible();
  await expect(page.getByTestId("api-key")).toHaveCount(0); // completion succeeded: no sync warning
  // The provider took the payment and assigned the plan to the client the site registered.
  const [paid, ...others] = await providerClients(email);
  expect(others).toEqual([]);
  expect(paid).toMatchObject({
    id: registered.id,
    subscription: { plan: { id: STARTER_MONTHLY_USD }, status: "active" },
  });
  await page.waitForLoadState("networkidle");
  // A decline is an answer, not an HTTP error (as in e2e/payment.spec.ts): nothing red in the console.
  expect(errors).toEqual([]);
});

test("another plan chosen before paying keeps the provider's registration on its plan: the page offers no switch", async ({
  page,
}) => {
  const email = uniqueEmail();
  await page.goto(`/signup?plan=${STARTER_MONTHLY_USD}&billing_cycle=Monthly`);
  await fillForm(page, { company: "Remote Staying Co", email });
  await form(page).getByRole("button", { name: "Continue to Payment" }).click();
  await expect(page.getByRole("heading", { name: "Complete Your Purchase" })).toBeVisible({ timeout: 15_000 });

  // Pricing's 'Get Started' for Professional: the provider has no call to change an unpaid plan.
  await page.goto("/signup?plan=3&billing_cycle=Monthly");
  await expect(page.getByRole("heading", { name: "Complete Your Purchase" })).toBeVisible();
  await expect(page.getByTestId("checkout-plan-name")).toHaveText("Starter");
  await expect(page.getByText(/switch it to/)).toHaveCount(0);
  expect((await providerClients(email))[0]).toMatchObject({ plan_id: STARTER_MONTHLY_USD });
});

test("an e-mail the provider already has shows the provider's duplicate message and keeps the form", async ({
  page,
  request,
}) => {
  const errors = watchConsole(page);
  const email = uniqueEmail();
  // Registered with the provider directly, never through this site: only the provider's answer can refuse it.
  const registration = {
    client_name: "First Co",
    contact_name: "Fay",
    contact_email: email,
    contact_phone: "+14155550100",
    acceptTerms: true,
    plan_data: null,
  };
  const headers = visitorIp(); // the provider limits registrations per visitor
  const first = await request.post(`${FAKE_ADMIN_URL}/api/clients/register`, { data: registration, headers });
  expect(first.status()).toBe(201);
  const again = await request.post(`${FAKE_ADMIN_URL}/api/clients/register`, { data: registration, headers });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({
    success: false,
    code: "email_taken",
    error: EMAIL_TAKEN,
    details: { contact_email: EMAIL_TAKEN_FIELD },
  });

  await page.goto("/signup");
  await fillForm(page, { company: "Second Co", email: email.toUpperCase() });
  await form(page).getByRole("button", { name: "Create Account" }).click();
  await expect(form(page).getByRole("alert")).toHaveText(EMAIL_TAKEN);
  await expect(field(page, "Company Name")).toHaveValue("Second Co");
  await expect(field(page, "Email")).toHaveValue(email.toUpperCase());
  await expect(form(page).getByRole("button", { name: "Create Account" })).toBeEnabled();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toHaveCount(0);
  // Still the one client, as first registered.
  expect(await providerClients(email)).toEqual([
    expect.objectContaining({ client_name: "First Co", contact_email: email }),
  ]);
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("'Forgot your password?' sends visitors to support: the provider owns the passwords, and no reset e-mail is written", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const email = uniqueEmail();
  await registerFree(page, { company: "Remote Forgot Co", email });

  await page.goto("/forgot");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("status")).toHaveText(RESET_BY_PROVIDER);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);

  await flushRemoteOutbox(page.context(), email);
  expect((await remoteMailsTo(email)).filter((eml) => /reset-password\?token=/.test(eml))).toEqual([]);
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});
