import { NextRequest } from "next/server";
import { contentCopy } from "@/testing/content-copy";

// The editor's Preview of an e-mail: the mail as its file makes it now, with sample values, its subject and
// preheader above it and its plain text below; an unknown kind is a 404, a broken file names its problem.
const copy = contentCopy();
process.env.CONTENT_ROOT = copy.root;

let route: typeof import("./route.keystatic");
beforeAll(async () => {
  route = await import("./route.keystatic");
});

const get = (kind: string) =>
  route.GET(new NextRequest(`http://localhost/keystatic-preview/mail/${kind}`), {
    params: Promise.resolve({ kind }),
  });

it("shows the welcome mail with sample values, its subject and preheader, and its plain text", async () => {
  const response = await get("welcome");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  const html = await response.text();
  expect(html).toContain("Subject: Welcome to LeadFlow: your login details");
  expect(html).toContain("Preheader: Your LeadFlow account is ready. Here is how to sign in.");
  expect(html).toContain("Your LeadFlow account LF-7KQ3M9 is ready.");
  expect(html).toContain('href="https://app.leadflow.example/login?email=asha%40acme.example"');
  expect(html).toMatch(/<pre[^>]*>Hi,\n\nYour LeadFlow account LF-7KQ3M9 is ready\./);
});

it("shows an edit at once, and names a broken file's problem", async () => {
  copy.edit("content/emails/password-reset.yaml", "Someone asked", "Somebody asked");
  expect(await (await get("passwordReset")).text()).toContain("Somebody asked to reset the password");

  copy.edit("content/emails/password-reset.yaml", "Hi {contactName}", "Hi {companyName}");
  const broken = await get("passwordReset");
  expect(broken.status).toBe(400);
  expect(await broken.json()).toMatchObject({
    code: "invalid_input",
    error: expect.stringContaining("content/emails/password-reset.yaml, Body: {companyName} is not a placeholder"),
  });
});

it("answers 404 for a mail that does not exist", async () => {
  const response = await get("toString");
  expect(response.status).toBe(404);
  expect(await response.json()).toMatchObject({ code: "not_found" });
});
