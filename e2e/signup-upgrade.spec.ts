import { expect, test, type Page } from "./fixtures";
import { mailsTo, uniqueVisitor, waitForMail } from "./mailbox";

// A registration without a plan is a Free account with its subscription; a paid plan chosen later from /pricing, in
// the same browser, upgrades that account (pay for it here) instead of ending at 'this e-mail is already registered'.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const signupForm = (page: Page) => page.getByRole("form", { name: "Sign Up" });

test("the API's registration without a plan has the Free plan's subscription", async ({ request }) => {
  const visitor = uniqueVisitor("no-plan-api");
  const registered = await request.post("/api/clients/register", {
    data: {
      client_name: "No Plan Co",
      contact_name: "Nia",
      contact_email: visitor.email,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: null,
    },
    headers: { "x-forwarded-for": visitor.ip },
  });
  expect(registered.status()).toBe(201);
  const { id, api_key } = (await registered.json()).data;
  const subscription = await request.get(`/api/subscriptions/client/${id}`, { headers: { "x-api-key": api_key } });
  expect((await subscription.json()).data).toMatchObject({
    plan: { plan_name: "Free", price: 0 },
    status: "active",
    billing_cycle: "Monthly",
  });
});

test("hero e-mail → Create Account → Go to Pricing → a paid plan upgrades the same account, paid in this session", async ({
  page,
}) => {
  const visitor = uniqueVisitor("upgrade");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await page.goto("/");
  await page.locator("#home").getByLabel("Work e-mail").fill(visitor.email);
  await page.locator("#home").getByRole("button", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/signup\?contact_email=/);
  await expect(field(page, "Email")).toHaveValue(visitor.email);
  await field(page, "Company Name").fill("Upgrade Co");
  await field(page, "Contact Name").fill("Asha Rao");
  await field(page, "Phone Number").fill("+1 415 555 0100");
  await page.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
  await signupForm(page).getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });
  await waitForMail(visitor.email, /^Subject: Welcome/m);

  await page.getByRole("link", { name: "Go to Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole("link", { name: "Get Started with Starter" }).click();
  await expect(page).toHaveURL(/\/signup\?plan=2&billing_cycle=Monthly$/);

  // No form to fill again, no 'already exists': the offer to upgrade this browser's company.
  const offer = page.getByRole("region", { name: "Upgrade Upgrade Co to Starter" });
  await expect(offer).toContainText("Upgrade Co is registered with the Free plan.");
  await expect(offer.getByTestId("selected-plan-price")).toHaveText("$29");
  await expect(signupForm(page)).toHaveCount(0);
  await offer.getByRole("button", { name: "Continue to Payment" }).click();

  await expect(page.getByRole("heading", { name: "Complete Your Purchase" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Upgrading Upgrade Co from the Free plan to Starter (Monthly).")).toBeVisible();
  await expect(page.getByTestId("checkout-plan-name")).toHaveText("Starter");
  await expect(page.getByTestId("checkout-plan-price")).toHaveText("$29");
  await field(page, "Card number").fill("4242 4242 4242 4242");
  await field(page, "Expiry (MM/YY)").fill("12/30");
  await field(page, "CVC").fill("123");
  await page.getByRole("button", { name: /^Pay [$₹]/ }).click();

  await expect(page.getByRole("heading", { name: "Upgrade Successful!" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText("Your payment was successful.")).toBeVisible();
  await expect(page.getByText("Upgrade Co now has the Starter plan.")).toBeVisible();
  await expect
    .poll(
      async () =>
        (await mailsTo(visitor.email))
          .map((eml) => /^Subject: (Welcome|Your LeadFlow receipt: Starter)/m.exec(eml)?.[1])
          .filter(Boolean),
      { timeout: 10_000 },
    )
    .toEqual(["Welcome", "Your LeadFlow receipt: Starter"]);

  // A reload shows the paid account, and the plan it has now.
  await page.goto("/signup");
  await expect(page.getByText("Upgrade Co is registered.")).toBeVisible();
  await expect(page.getByText("Your payment was successful.")).toBeVisible();
});

test("leaving the upgrade's checkout keeps the Free account; Start Free again shows it as it is", async ({ page }) => {
  const visitor = uniqueVisitor("upgrade-left");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await page.goto("/signup");
  await field(page, "Company Name").fill("Stay Free Co");
  await field(page, "Contact Name").fill("Asha Rao");
  await field(page, "Email").fill(visitor.email);
  await field(page, "Phone Number").fill("+1 415 555 0100");
  await page.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
  await signupForm(page).getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });

  await page.goto("/signup?plan=3&billing_cycle=Monthly");
  await page
    .getByRole("region", { name: "Upgrade Stay Free Co to Professional" })
    .getByRole("button", { name: "Continue to Payment" })
    .click();
  await expect(page.getByRole("heading", { name: "Complete Your Purchase" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/pricing$/);

  await page.goto("/signup?plan=1&billing_cycle=Monthly");
  await expect(page.getByText("Stay Free Co is registered.")).toBeVisible();
  await expect(page.getByText("Your payment was successful.")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Complete Your Purchase" })).toHaveCount(0);
  expect((await mailsTo(visitor.email)).filter((eml) => /^Subject: Welcome/m.test(eml))).toHaveLength(1);
});
