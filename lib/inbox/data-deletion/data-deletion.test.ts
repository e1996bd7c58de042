import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { startFakeSmtp } from "@/testing/smtp";
import { unfoldQuotedPrintable } from "@/testing/mail-text";
import { embeddedAdminApi } from "@/lib/accounts/backend/embedded";
import { registrationPayloadSchema } from "@/lib/accounts/companies/payload";
import { openDatabase } from "@/lib/platform/db/client";
import {
  clients,
  clientUsers,
  contactMessages,
  dataDeletionRequests,
  invoices,
  mailingListMembers,
  payments,
} from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { ADDRESS_DAILY_CAP } from "@/lib/platform/mail/address-cap";
import { drain } from "@/lib/platform/outbox";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";
import { findCatalogPlan } from "@/lib/billing/plans/catalog";
import { signedIdKey, verifySignedId } from "@/lib/platform/security/signed-id";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { createScratchDatabase } from "@/testing/scratch-postgres";
import { carryOutDeletionRequest, DeletionRequestError } from "./carry-out";
import { deletionTemplates } from "./mails";
import { ADDRESS_CAPPED, confirmDeletionRequest, submitDeletionRequest } from "./request";
import { COMPANY_REQUIRED, deletionReference, deletionStatusSchema, SCOPE_REQUIRED } from "./rules";
import { lookUpDeletionRequest, NO_MATCHING_REQUEST } from "./status";
import { repositoryMailTexts } from "@/testing/mail-texts";

const SITE = "https://leadflow.example";
const STAFF = "privacy@leadflow.example";
// A fixed clock for every time window here (the year in the reference, the per-address daily cap).
const SUBMITTED = new Date("2026-11-01T09:00:00Z");
const KEY = signedIdKey("a-session-secret-of-at-least-32-characters", "data-deletion-links");

describe.each(testDrivers())("data deletion requests on $name", ({ open }) => {
  const { db, mailsTo, emailHandlers } = setUpDatabaseAndMailbox(open);
  const handlers = () =>
    emailHandlers(
      deletionTemplates({
        texts: repositoryMailTexts,
        siteUrl: SITE,
        linkKey: KEY,
        staffInbox: STAFF,
      }),
    );
  const ip = () => `198.51.100.${randomBytes(1)[0]}`;

  async function paidCustomer(email: string) {
    const api = embeddedAdminApi({ db: async () => db(), gateways: () => sandboxGateway() });
    const payload = registrationPayloadSchema.parse({
      client_name: "Acme Sales",
      contact_name: "Asha Rao",
      contact_email: email,
      contact_phone: "+919876543210",
      acceptTerms: true,
      plan_data: findCatalogPlan(10),
    });
    const { signIn } = await api.registerClient(payload, { ip: ip(), countryCode: "IN" });
    const order = await api.createPayment("razorpay", signIn!.clientId, {
      country_code: "IN",
      billing: { name: "Acme Sales Pvt Ltd", state: "29" },
    });
    await api.confirmPayment("razorpay", signIn!.clientId, {
      order_id: order.order_id,
      card: { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" },
    });
    return signIn!.clientId;
  }

  it("goes from the form to a confirmed, acknowledged request to one carried out, with invoices kept", async () => {
    const email = `asha-${randomBytes(4).toString("hex")}@acme.example`;
    const clientId = await paidCustomer(email);
    await db()
      .insert(contactMessages)
      .values({ name: "Asha", email, subject: "Hello there", message: "A question about plans", ip: "192.0.2.1" });
    await db().insert(mailingListMembers).values({ list: "newsletter", email, ip: "192.0.2.1" });

    expect(await submitDeletionRequest(db(), { email: "nope", company: "", scope: "" }, { ip: ip() })).toEqual({
      status: "invalid",
      fieldErrors: { email: "Please enter a valid email address", company: COMPANY_REQUIRED, scope: SCOPE_REQUIRED },
    });
    const sent = await submitDeletionRequest(
      db(),
      { email: email.toUpperCase(), company: "Acme Sales", scope: "account", note: "Please close our account." },
      { ip: ip(), now: SUBMITTED },
    );
    expect(sent).toMatchObject({ status: "done", message: expect.stringContaining(email) });
    const [request] = await db().select().from(dataDeletionRequests).where(eq(dataDeletionRequests.email, email));
    expect(request).toMatchObject({
      status: "unverified",
      reference: expect.stringMatching(/^DDR-2026-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/),
    });
    // Nothing is carried out before the address's owner confirms.
    await expect(carryOutDeletionRequest(db(), request.reference)).rejects.toBeInstanceOf(DeletionRequestError);

    await drain(db(), handlers());
    const [verification] = mailsTo(email);
    expect(verification).toContain(`Confirm your data deletion request ${request.reference}`);
    const token = /\/data-deletion\/verify\?token=([\w.-]+)/.exec(verification)![1];
    expect(verifySignedId(KEY, token)).toBe(request.id);
    expect(verifySignedId(KEY, token.replace(/^\d+/, String(request.id + 1)))).toBeNull();

    const confirmed = await confirmDeletionRequest(db(), request.id, new Date("2026-11-02T09:00:00Z"));
    expect(confirmed).toMatchObject({ outcome: "confirmed", request: { status: "verified" } });
    expect(await confirmDeletionRequest(db(), request.id)).toMatchObject({ outcome: "already" });
    await drain(db(), handlers());
    const acknowledgement = mailsTo(email)[1];
    expect(acknowledgement).toContain(`We have your data deletion request ${request.reference}`);
    expect(acknowledgement).toContain(
      "We will complete it by 2 December 2026 (30 days after you confirmed it), or by 17 December 2026 at the latest in complex cases (45 days)",
    );
    const staff = mailsTo(STAFF).find((mail) => mail.includes(request.reference))!;
    expect(staff).toContain(`[Data deletion] ${request.reference} confirmed, due 2 December 2026`);
    expect(staff).toContain("Please close our account.");
    expect(staff).toMatch(new RegExp(`Reply-To: ${email}`, "i"));

    const status = await lookUpDeletionRequest(
      db(),
      { reference: request.reference.toLowerCase(), email },
      { ip: ip() },
    );
    expect(status).toMatchObject({
      status: "done",
      message: expect.stringContaining(`${request.reference} is confirmed and in progress`),
    });
    for (const wrong of [
      { reference: request.reference, email: "someone@else.example" },
      { reference: "DDR-1999-000001", email },
    ]) {
      expect(await lookUpDeletionRequest(db(), wrong, { ip: ip() })).toEqual({
        status: "done",
        message: NO_MATCHING_REQUEST,
      });
    }

    const [invoiceBefore] = await db()
      .select()
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(eq(payments.clientId, clientId));
    expect(await carryOutDeletionRequest(db(), request.reference)).toMatchObject({
      clients: 1,
      users: 1,
      contactMessages: 1,
      listMemberships: 1,
    });
    const [client] = await db().select().from(clients).where(eq(clients.id, clientId));
    expect(client).toMatchObject({
      clientName: `Deleted company ${clientId}`,
      contactName: "Deleted user",
      contactEmail: `deleted-client-${clientId}@deleted.invalid`,
    });
    // No welcome e-mail can carry (or issue) a password for it any more.
    const [user] = await db().select().from(clientUsers).where(eq(clientUsers.clientId, clientId));
    expect(user).toMatchObject({ temporaryPassword: null, mustChangePassword: false });
    expect(await db().select().from(contactMessages).where(eq(contactMessages.email, email))).toEqual([]);
    expect(await db().select().from(mailingListMembers).where(eq(mailingListMembers.email, email))).toEqual([]);
    // The invoice is kept as it was issued (tax law).
    const [invoiceAfter] = await db().select().from(invoices).where(eq(invoices.id, invoiceBefore.invoices.id));
    expect(invoiceAfter).toEqual(invoiceBefore.invoices);
    await expect(carryOutDeletionRequest(db(), request.reference)).rejects.toThrow("carried out already");

    await drain(db(), handlers());
    expect(mailsTo(email)[2]).toContain(`Your data deletion request ${request.reference} is complete`);
    expect(await lookUpDeletionRequest(db(), { reference: request.reference, email }, { ip: ip() })).toMatchObject({
      message: expect.stringContaining("is complete"),
    });
  }, 60_000);

  it("mails one address at most 3 times a day, whoever asks", async () => {
    const email = `cap-${randomBytes(4).toString("hex")}@acme.example`;
    const request = () =>
      submitDeletionRequest(db(), { email, company: "None", scope: "contact" }, { ip: ip(), now: SUBMITTED });
    for (let i = 0; i < ADDRESS_DAILY_CAP.limit; i++) expect(await request()).toMatchObject({ status: "done" });
    expect(await request()).toEqual({ status: "failed", message: ADDRESS_CAPPED });
    expect(await db().select().from(dataDeletionRequests).where(eq(dataDeletionRequests.email, email))).toHaveLength(
      ADDRESS_DAILY_CAP.limit,
    );
  });

  it("gives random references, not a count: two requests in a row are not neighbours", async () => {
    const references = [];
    for (const n of [1, 2]) {
      const email = `random-${n}-${randomBytes(4).toString("hex")}@acme.example`;
      await submitDeletionRequest(db(), { email, company: "None", scope: "contact" }, { ip: ip(), now: SUBMITTED });
      const [row] = await db().select().from(dataDeletionRequests).where(eq(dataDeletionRequests.email, email));
      references.push(row.reference);
    }
    for (const reference of references) expect(reference).toMatch(/^DDR-2026-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(references[0]).not.toBe(references[1]);
    // Still looked up with the case it was typed in, and the sequential references of before still parse.
    expect(deletionStatusSchema.safeParse({ reference: references[0].toLowerCase(), email: "a@b.example" })).toEqual({
      success: true,
      data: { reference: references[0], email: "a@b.example" },
    });
    expect(deletionStatusSchema.safeParse({ reference: "DDR-2026-000042", email: "a@b.example" }).success).toBe(true);
  });
});

describe("deletionReference", () => {
  it("draws eight characters of Crockford's base32 from the random source it is given", () => {
    const draws = [0, 31, 1, 30, 18, 19, 26, 27];
    expect(deletionReference(2026, () => draws.shift()!)).toBe("DDR-2026-0Z1Y-JKTV");
  });
});

const adminUrl = process.env.TEST_DATABASE_URL;
(adminUrl ? describe : describe.skip)("npm run data-deletion", () => {
  it("carries out a confirmed request on the configured database and mails the requester", async () => {
    const scratch = await createScratchDatabase(adminUrl!);
    const smtp = await startFakeSmtp();
    const handle = await openDatabase({ url: scratch.url });
    try {
      const email = "script@acme.example";
      await submitDeletionRequest(handle.db, { email, company: "Acme", scope: "everything" }, { ip: "192.0.2.9" });
      const [request] = await handle.db.select().from(dataDeletionRequests);
      await confirmDeletionRequest(handle.db, request.id);
      const run = (args: string[]) =>
        promisify(execFile)("node_modules/.bin/tsx", ["scripts/data-deletion.ts", ...args], {
          env: {
            ...process.env,
            NODE_ENV: "development",
            DATABASE_URL: scratch.url,
            SMTP_URL: `${smtp.url}?ignoreTLS=true`,
            SITE_URL: SITE,
          },
        });
      await expect(run([])).rejects.toMatchObject({ code: 2 });
      const { stdout } = await run(["--reference", request.reference]);
      expect(stdout).toContain(`${request.reference} carried out`);
      expect(stdout).toContain("The requester has been told by e-mail, over SMTP");
      expect(
        smtp.messages
          .map((mail) => unfoldQuotedPrintable(mail.raw))
          .find((raw) => raw.includes(`Your data deletion request ${request.reference} is complete`)),
      ).toBeDefined();
      const [after] = await handle.db.select().from(dataDeletionRequests);
      expect(after.status).toBe("completed");
      await expect(run(["--reference", request.reference])).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining("carried out already"),
      });
    } finally {
      await handle.close();
      await smtp.close();
      await scratch.drop();
    }
  }, 90_000);
});
