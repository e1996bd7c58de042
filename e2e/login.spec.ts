import { expect, test } from "./fixtures";

const APP_URL = "http://127.0.0.1:9/app"; // playwright.config.ts

test("the sign-in form hands the visitor and their e-mail over to the app's login", async ({ page }) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) blocked.push(message.text());
  });
  await page.goto("/login");
  await page.getByLabel("Email").fill("jane@acme.example");
  // The app does not run in the tests: what counts is that the browser sets off for it.
  const handOver = page.waitForRequest((request) => request.url().startsWith(`${APP_URL}/login`));
  await page.getByRole("button", { name: "Continue to sign in" }).click();
  expect(new URL((await handOver).url()).searchParams.get("email")).toBe("jane@acme.example");
  expect(blocked).toEqual([]);
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
