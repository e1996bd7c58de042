import { expect, test } from "./fixtures";

const APP_URL = "http://127.0.0.1:9/app"; // playwright.config.ts

test("the sign-in form asks for e-mail and password and posts them to the app's login", async ({ page }) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) blocked.push(message.text());
  });
  await page.goto("/login");
  const email = page.getByLabel("Email", { exact: true });
  const password = page.getByLabel("Password", { exact: true });
  // The browser's password manager recognises the pair.
  await expect(email).toHaveAttribute("autocomplete", "username");
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  await expect(password).toHaveAttribute("type", "password");
  await email.fill("jane@acme.example");
  await password.fill("s3cret pass");
  // The app does not run in the tests: what counts is that the browser sets off for it, with both fields.
  const handOver = page.waitForRequest((request) => request.url() === `${APP_URL}/login`);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const request = await handOver;
  expect(request.method()).toBe("POST");
  const body = new URLSearchParams(request.postData() ?? "");
  expect([body.get("email"), body.get("password")]).toEqual(["jane@acme.example", "s3cret pass"]);
  expect(blocked).toEqual([]);
});

test("the sign-in page keeps its ways out: forgotten password and sign-up", async ({ page }) => {
  await page.goto("/login");
  await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/forgot");
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/signup");
});

test("the capitalised /Signup of older links leads to the signup page, query and all", async ({ page, request }) => {
  const answer = await request.get("/Signup?plan=3&billing_cycle=Monthly", { maxRedirects: 0 });
  expect(answer.status()).toBe(308);
  expect(answer.headers().location).toBe("/signup?plan=3&billing_cycle=Monthly");

  await page.goto("/Signup?plan=3&billing_cycle=Monthly");
  await expect(page).toHaveURL(/\/signup\?plan=3&billing_cycle=Monthly$/);
  await expect(page.getByRole("heading", { name: "Create an account!" })).toBeVisible();
  expect((await request.get("/signup", { maxRedirects: 0 })).status()).toBe(200);
});
