import { expect, test } from "./fixtures";
import { siteCopyFiles } from "./site-copy";

test("the hero e-mail field takes the visitor to /signup with the address filled in", async ({ page }) => {
  const hero = await siteCopyFiles.hero.readOrThrow();
  await page.goto("/");
  const field = page.getByLabel(hero.emailLabel);
  await field.fill("asha@acme.example");
  await page.getByRole("button", { name: hero.submitLabel }).click();
  await expect(page).toHaveURL(/\/signup\?contact_email=asha%40acme\.example$/);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue("asha@acme.example");
});

test("'See pricing' scrolls to the pricing section of the home variant it is on", async ({ page }) => {
  await page.goto("/theme-three");
  await page.getByRole("link", { name: "See pricing" }).click();
  await expect(page).toHaveURL(/\/theme-three#pricing$/);
  await expect(page.locator("#pricing")).toBeInViewport();
});
