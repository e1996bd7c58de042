import { expect, test, type Page } from "./fixtures";
import { SYNC_WARNING } from "@/lib/accounts/companies/messages";
import { FAKE_PLATFORM_URL, SYNC_URL } from "./servers";

// The platform sync (docs/product.md sections 7 and 8) against the sync server, which sends every registration to the
// fake platform (testing/platform-process.ts). The fake decrypts each payload with the shared key and fails
// with HTTP 500 for e-mails containing "+syncfail". Unique e-mails and a client IP per test, as in signup.spec.ts.

const SPEC_WARNING =
  "Your account was created successfully, but there was an issue syncing with our systems. Please contact support with your API key to complete the setup.";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test.use({ baseURL: SYNC_URL });

test.beforeEach(async ({ page }) => {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${n()}.${n()}.${n()}` });
});

/** Opens /signup for the plan query, fills the form and submits it with its button. */
async function submitSignup(
  page: Page,
  query: string,
  company: string,
  email: string,
  button: "Create Account" | "Continue to Payment",
) {
  await page.goto(`/signup?${query}`);
  await page.getByLabel("Company Name", { exact: true }).fill(company);
  await page.getByLabel("Contact Name", { exact: true }).fill("Asha Rao");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone Number", { exact: true }).fill("+1 415 555 0100");
  await page.getByRole("checkbox", { name: /I accept the Terms of Service/ }).check();
  await page.getByRole("form", { name: "Sign Up" }).getByRole("button", { name: button }).click();
}

async function registerFree(page: Page, email: string) {
  await submitSignup(page, "plan=1&billing_cycle=Monthly", "Sync Test Co", email, "Create Account");
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });
}

async function receivedFor(email: string): Promise<Record<string, unknown>[]> {
  const response = await fetch(`${FAKE_PLATFORM_URL}/received?email=${encodeURIComponent(email)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as Record<string, unknown>[];
}

test("the app's warning is the product's text", () => {
  expect(SYNC_WARNING).toBe(SPEC_WARNING);
});

test("a failed platform sync shows the warning with the API key", async ({ page }) => {
  const email = `sync-${unique()}+syncfail@e2e.example`;
  await registerFree(page, email);

  await expect(page.getByText(SPEC_WARNING, { exact: true })).toBeVisible();
  const apiKey = page.getByTestId("api-key");
  await expect(apiKey).toBeVisible();
  await expect(apiKey).toHaveText(/^lf_live_\S+$/);
  await expect(page.getByText(/Your login credentials and activation details have been sent/)).toHaveCount(0);

  // The platform did get the payload (and refused it): it carries the very key the panel shows.
  const shown = (await apiKey.textContent())?.trim();
  const received = await receivedFor(email);
  expect(received.length).toBeGreaterThanOrEqual(1);
  expect(received[0]).toMatchObject({ email, client_name: "Sync Test Co", client_api_key: shown });
});

test("a working platform sync shows no warning, and the platform decrypted the payload", async ({ page }) => {
  const email = `sync-${unique()}@e2e.example`;
  await registerFree(page, email);

  await expect(page.getByText(/Your login credentials and activation details have been sent/)).toBeVisible();
  await expect(page.getByText(SPEC_WARNING)).toHaveCount(0);
  await expect(page.getByTestId("api-key")).toHaveCount(0);

  const received = await receivedFor(email);
  expect(received).toHaveLength(1);
  const [payload] = received;
  expect(payload).toMatchObject({
    client_name: "Sync Test Co",
    email,
    client_api_key: expect.stringMatching(/^lf_live_\S+$/),
    country_code: expect.stringMatching(/^[A-Z]{2}$/),
    currency_code: expect.stringMatching(/^[A-Z]{3}$/),
    client_identifier: expect.stringMatching(/^LF-[A-Z0-9]{6}$/),
  });
});

test("after a reload at the payment step, a failed sync's warning still shows the API key", async ({ page }) => {
  const email = `sync-${unique()}+syncfail@e2e.example`;
  await submitSignup(page, "plan=2&billing_cycle=Monthly", "Sync Resume Co", email, "Continue to Payment");
  await expect(page.getByRole("heading", { name: "Complete Your Purchase" })).toBeVisible({ timeout: 15_000 });

  await page.reload(); // the registration answer, and the key it carried, are gone from the page
  await expect(page.getByText("Sync Resume Co is registered and waiting for payment.")).toBeVisible();
  await page.getByLabel("Card number", { exact: true }).fill("4242 4242 4242 4242");
  await page.getByLabel("Expiry (MM/YY)", { exact: true }).fill("12/30");
  await page.getByLabel("CVC", { exact: true }).fill("123");
  await page.getByRole("button", { name: /^Pay [$₹]/ }).click();
  await expect(page.getByRole("heading", { name: "Registration Successful!" })).toBeVisible({ timeout: 15_000 });

  await expect(page.getByText(SPEC_WARNING, { exact: true })).toBeVisible();
  const apiKey = page.getByTestId("api-key");
  await expect(apiKey).toHaveText(/^lf_live_\S+$/);
  const received = await receivedFor(email);
  expect(received[0]).toMatchObject({ email, client_api_key: (await apiKey.textContent())?.trim() });
});
