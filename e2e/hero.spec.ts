import { expect, test } from "@playwright/test";
import { hero } from "@/content/landing/hero";

test("the hero e-mail field takes the visitor to /signup with the address filled in", async ({ page }) => {
  await page.goto("/");
  const field = page.getByLabel(hero.emailLabel);
  await field.fill("asha@acme.example");
  await page.getByRole("button", { name: hero.submitLabel }).click();
  await expect(page).toHaveURL(/\/signup\?contact_email=asha%40acme\.example$/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("asha@acme.example");
});
