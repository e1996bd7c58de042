import { expect, test, type Page } from "./fixtures";
import { watchConsole } from "./console";
import { mailsIn, uniqueVisitor } from "./mailbox";

// The landing page's pricing, FAQ, newsletter and contact islands (components/ui/deferred-island.tsx): their code
// is not part of the page's first load; it arrives when the visitor comes near or touches them, and nothing the
// visitor did before it arrived is lost.

/** Every script body the page downloads, as it arrives. */
function scriptsOf(page: Page) {
  const bodies: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script") bodies.push(await response.text().catch(() => ""));
  });
  return bodies;
}

/** From now on the page's scripts arrive late: time for the visitor to act before an island's code is there. */
async function slowScripts(page: Page, ms = 700) {
  await page.route("**/_next/static/chunks/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

test("the first load carries no island code; the pricing code arrives when the visitor scrolls to it", async ({ page }) => {
  const errors = watchConsole(page);
  const scripts = scriptsOf(page);
  await page.goto("/", { waitUntil: "networkidle" });
  const hasPricingCode = () => scripts.some((body) => body.includes("Save Up To "));
  const hasContactCode = () => scripts.some((body) => body.includes("Contact/Form Submitted"));
  expect(hasPricingCode()).toBe(false);
  expect(hasContactCode()).toBe(false);
  // The server HTML is all there meanwhile.
  await expect(page.locator("#pricing article")).toHaveCount(4);
  await expect(page.locator("#contact form").getByRole("button", { name: "Send Message" })).toBeVisible();

  await page.locator("#pricing").scrollIntoViewIfNeeded();
  await expect.poll(hasPricingCode).toBe(true);
  await page.getByRole("button", { name: "Annually" }).click();
  await expect(page.getByRole("button", { name: "Annually" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("#pricing").getByText(/Save Up To \d+%/)).toBeVisible();
  expect(hasContactCode()).toBe(false);
  expect(errors).toEqual([]);
});

test("a click made before the island's code arrived counts once it has", async ({ page }) => {
  await page.goto("/", { waitUntil: "networkidle" });
  await slowScripts(page);
  await page.locator("#faq button[aria-expanded]").nth(1).click();
  await page.getByRole("button", { name: "Annually" }).click();
  await expect(page.getByRole("button", { name: "Annually" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("#faq button[aria-expanded]").nth(1)).toHaveAttribute("aria-expanded", "true");
  await expect(page.locator("#faq button[aria-expanded]").nth(0)).toHaveAttribute("aria-expanded", "false");
});

test("what was typed before the contact form's code arrived is sent, and the focus stays where it was", async ({ page }) => {
  const visitor = uniqueVisitor("deferred-contact");
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor.ip });
  await page.goto("/", { waitUntil: "networkidle" });
  await slowScripts(page);
  const form = page.locator("#contact form");
  await form.getByLabel("Name", { exact: true }).pressSequentially("Ada Lovelace", { delay: 40 });
  await expect(form.getByLabel("Name", { exact: true })).toBeFocused();
  await form.getByLabel("Email", { exact: true }).fill(visitor.email);
  const subject = `Typed early ${visitor.email.split("@")[0]}`;
  await form.getByLabel("Subject", { exact: true }).fill(subject);
  await form.getByLabel("Message", { exact: true }).fill("Written early, before the code arrived");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
  let mail = "";
  await expect.poll(async () => (mail = (await mailsIn()).find((eml) => eml.includes(subject)) ?? "")).not.toBe("");
  expect(mail).toContain("Ada Lovelace");
  expect(mail).toContain("Written early, before the code arrived");
});
