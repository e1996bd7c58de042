import { expect, test } from "./fixtures";
import { RESET_REQUESTED } from "@/lib/accounts/password-reset/request";
import { linkIn, mailsTo, uniqueVisitor, waitForMail } from "./mailbox";
import { inOneRateWindow } from "./server-clock";

const HOUR_MS = 60 * 60 * 1000;

// Forgot password: the same answer for every address, a mail only for a registered one, and its link's token
// works once (the product app spends it through POST /api/clients/reset-password).
const APP_URL = "http://127.0.0.1:9/app"; // playwright.config.ts

test("forgot password mails a single-use reset link only to a registered address", async ({ page, request }) => {
  const registered = uniqueVisitor("reset");
  const stranger = uniqueVisitor("stranger");
  const signup = await request.post("/api/clients/register", {
    data: {
      client_name: "Reset Co",
      contact_name: "Ria",
      contact_email: registered.email,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: null,
    },
    headers: { "x-forwarded-for": registered.ip },
  });
  expect(signup.status()).toBe(201);

  await page.setExtraHTTPHeaders({ "x-forwarded-for": registered.ip });
  await page.goto("/forgot");
  await page.getByLabel("Email").fill(registered.email);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("status")).toHaveText(RESET_REQUESTED);

  await page.getByLabel("Email").fill(stranger.email);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByRole("status")).toHaveText(RESET_REQUESTED);

  const mail = await waitForMail(registered.email, /Reset your LeadFlow password/);
  const link = linkIn(mail, `${APP_URL}/reset-password?token=`);
  const token = new URL(link).searchParams.get("token")!;

  const changed = await request.post("/api/clients/reset-password", { data: { token, password: "my-new-password-1" } });
  expect(changed.status()).toBe(200);
  const again = await request.post("/api/clients/reset-password", { data: { token, password: "my-new-password-2" } });
  expect(again.status()).toBe(400);
  expect(await again.json()).toMatchObject({
    success: false,
    error: "This password reset link is invalid or has expired. Please request a new one.",
  });

  // By now the stranger's request has long been drained: nothing went to that address.
  expect(await mailsTo(stranger.email)).toEqual([]);
});

test("forgot password checks the address first", async ({ page }) => {
  await page.goto("/forgot");
  await page.getByLabel("Email").fill("someone@");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText(RESET_REQUESTED)).toHaveCount(0);
});

test("the reset endpoint limits tries per address: made-up tokens are refused, then the address waits", async ({
  request,
}) => {
  // Its 21 tries in one window of the limit, whatever the time (a window's end would let the 21st through).
  await inOneRateWindow(request, HOUR_MS, 30_000); // RESET_RATE_LIMIT's window (lib/accounts/password-reset/reset.ts)
  const headers = { "x-forwarded-for": uniqueVisitor("reset-guess").ip };
  for (let attempt = 0; attempt < 20; attempt++) {
    const guess = await request.post("/api/clients/reset-password", {
      headers,
      data: { token: `guessed-token-number-${attempt}`, password: "my-new-password-1" },
    });
    expect(guess.status()).toBe(400);
  }
  const limited = await request.post("/api/clients/reset-password", {
    headers,
    data: { token: "guessed-token-number-21", password: "my-new-password-1" },
  });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(await limited.json()).toMatchObject({
    success: false,
    error: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/),
  });
});
