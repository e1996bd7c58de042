import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "./fixtures";
import { watchConsole } from "./console";
import { OWN_SERVER_PORT, serverEnv, startOwnServer } from "./own-server";

// /contact-page: the form's messages, the pending state, a message that is stored and mailed to the inbox.
// Every test uses its own client IP (x-forwarded-for), so the per-IP rate limit and earlier runs do not matter.

const PORT = Number(process.env.E2E_PORT ?? 3100);
const MAIL_DIR = `.data/e2e-${PORT}/mail`;
const SUCCESS = "Thank you for your message! We'll get back to you soon.";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test.beforeEach(async ({ page }) => {
  const n = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.${n()}.${n()}.${n()}` });
});

const form = (page: Page) => page.locator("#contact form");
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: true });
const send = (page: Page) => form(page).getByRole("button", { name: /Send Message|Sending\.\.\./ });

async function fill(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  await field(page, "Name").fill(values.name);
  await field(page, "Email").fill(values.email);
  await field(page, "Subject").fill(values.subject);
  await field(page, "Message").fill(values.message);
}

test("shows each field's message on submit and clears it when the field is edited", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto("/contact-page");
  await send(page).click();
  for (const message of ["Name is required", "Email is required", "Subject is required", "Message is required"]) {
    await expect(form(page).getByText(message, { exact: true })).toBeVisible();
  }
  await expect(form(page).getByText("Please check your form inputs and try again.")).toBeVisible();
  await expect(field(page, "Name")).toHaveAttribute("aria-invalid", "true");
  await expect(field(page, "Name")).toBeFocused(); // the first field to correct, its message read out with it
  await expect(field(page, "Message")).toHaveAttribute("maxlength", "5000");

  await fill(page, { name: "A", email: "not-an-address", subject: "Demo", message: "Too short" });
  for (const message of ["Name is required", "Email is required", "Subject is required", "Message is required"]) {
    await expect(form(page).getByText(message, { exact: true })).toHaveCount(0);
  }
  await send(page).click();
  await expect(form(page).getByText("Name must be at least 2 characters long")).toBeVisible();
  await expect(form(page).getByText("Please enter a valid email address")).toBeVisible();
  await expect(form(page).getByText("Subject must be at least 5 characters long")).toBeVisible();
  await expect(form(page).getByText("Message must be at least 10 characters long")).toBeVisible();

  await field(page, "Subject").fill("Demo please");
  await expect(form(page).getByText("Subject must be at least 5 characters long")).toHaveCount(0);
  await expect(form(page).getByText("Name must be at least 2 characters long")).toBeVisible();
  expect(errors).toEqual([]);
});

test("a valid message shows the thank-you, clears the form and reaches the inbox with the sender as reply-to", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const id = unique();
  const email = `contact-${id}@e2e.example`;
  const subject = `Demo for our team ${id}`;
  await page.goto("/contact-page");
  // Hold the action's POST a moment so the pending state can be seen every time.
  await page.route("**/contact-page", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await fill(page, { name: "Asha Rao", email, subject, message: "We are twelve sellers and would like a demo." });
  await send(page).click();
  await expect(send(page)).toHaveText("Sending...");
  await expect(send(page)).toBeDisabled();
  await expect(field(page, "Name")).toBeDisabled();
  await expect(field(page, "Message")).toBeDisabled();

  await expect(form(page).getByRole("status")).toHaveText(SUCCESS);
  await expect(form(page).getByText(SUCCESS)).toBeFocused(); // not lost to <body> with the disabled fields
  await expect(send(page)).toHaveText("Send Message");
  for (const label of ["Name", "Email", "Subject", "Message"]) await expect(field(page, label)).toHaveValue("");

  // Without SMTP_URL the drained mail is written as an .eml file.
  await expect
    .poll(
      async () => {
        const files = await readdir(MAIL_DIR).catch(() => [] as string[]);
        for (const file of files) {
          const raw = await readFile(path.join(MAIL_DIR, file), "utf8");
          if (raw.includes(id)) return raw;
        }
        return "";
      },
      { timeout: 10_000 },
    )
    .toMatch(new RegExp(`Reply-To: "?Asha Rao"? <${email.replace(/\./g, "\\.")}>`));
  expect(errors).toEqual([]);
});

test("a subject in the link is ignored when the form would refuse it", async ({ page }) => {
  await page.goto("/contact-page?subject=Hi");
  await expect(field(page, "Name")).toBeVisible();
  await expect(field(page, "Subject")).toHaveValue("");
});

test("a send lost on the way (no network, a server error) keeps the page and what was typed; sending again works", async ({
  page,
}) => {
  const errors = watchConsole(page);
  const id = unique();
  await page.goto("/contact-page");
  const values = {
    name: "Asha Rao",
    email: `lost-${id}@e2e.example`,
    subject: `Lost on the way ${id}`,
    message: "This first try never reaches the server.",
  };
  await fill(page, values);
  await page.route("**/contact-page", (route) =>
    route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
  );
  await send(page).click();
  const alert = form(page).getByRole("alert");
  await expect(alert).toHaveText("Failed to send message. Please try again.");
  await expect(alert.getByText("Failed to send message. Please try again.")).toBeFocused();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible(); // the page itself was not replaced
  for (const [label, value] of Object.entries({
    Name: values.name,
    Email: values.email,
    Subject: values.subject,
    Message: values.message,
  })) {
    await expect(field(page, label)).toHaveValue(value);
  }

  await page.unroute("**/contact-page");
  await page.route("**/contact-page", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 500, body: "Internal Server Error" })
      : route.continue(),
  );
  await send(page).click();
  await expect(alert).toHaveText("Failed to send message. Please try again.");
  await expect(field(page, "Message")).toHaveValue(values.message);

  await page.unroute("**/contact-page");
  await send(page).click();
  await expect(form(page).getByRole("status")).toHaveText(SUCCESS);
  // The two failed requests, and React's log of the errors the form caught, are the only console noise.
  expect(
    errors.filter(
      (error) =>
        !/ERR_INTERNET_DISCONNECTED|status of 500|Failed to fetch|unexpected response was received/.test(error),
    ),
  ).toEqual([]);
});

test("a send the server could not make says so, and how to reach us directly: not the banner of a send lost on the way", async ({
  browser,
}) => {
  // A server whose database is not there (nothing listens on port 9): the message cannot be kept, so it is not sent.
  const server = await startOwnServer(OWN_SERVER_PORT, {
    ...serverEnv(OWN_SERVER_PORT),
    DATABASE_URL: "postgres://leadflow@127.0.0.1:9/leadflow",
  });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await page.goto("/contact-page");
    await fill(page, {
      name: "Asha Rao",
      email: `down-${unique()}@e2e.example`,
      subject: "Nobody is home",
      message: "The database of this server is not there.",
    });
    await send(page).click();
    const alert = form(page).getByRole("alert");
    await expect(alert).toContainText("Failed to send email. Please try again or contact us directly.");
    await expect(alert).not.toContainText("Failed to send message.");
    await expect(alert.getByRole("link", { name: "hello@leadflow.example" })).toHaveAttribute(
      "href",
      "mailto:hello@leadflow.example",
    );
    await expect(field(page, "Message")).toHaveValue("The database of this server is not there.");
  } finally {
    await context.close();
    await server.stop();
  }
});

test("the office map is the real place, loaded only when asked for, with a plain link to open it", async ({ page }) => {
  const errors = watchConsole(page);
  const mapRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("openstreetmap.org")) mapRequests.push(request.url());
  });
  // The map host is not reachable from the tests: answer its frame with a page of our own.
  await page.route("https://www.openstreetmap.org/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<p>map</p>" }),
  );
  await page.goto("/contact-page");
  const map = page.locator("#contact figure");
  // No illustration of another city, no controls that do nothing.
  await expect(page.locator('img[src*="/images/contact/map"]')).toHaveCount(0);
  await expect(map.locator("button")).toHaveCount(0);
  const open = map.getByRole("link", { name: /Open .* in OpenStreetMap/ });
  await expect(open).toHaveAttribute("href", /^https:\/\/www\.openstreetmap\.org\/\?mlat=37\.79\d*&mlon=-122\.39\d*/);
  await page.waitForLoadState("networkidle");
  expect(mapRequests).toEqual([]);

  await map.getByText("Show the map").click();
  const frame = map.locator("iframe");
  await expect(frame).toBeVisible();
  await expect(frame).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/);
  await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  // The page's policy allows exactly that frame: no violation reported.
  expect(errors.filter((error) => /Content Security Policy|frame-src/.test(error))).toEqual([]);
});
