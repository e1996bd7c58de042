import { embeddedAdminApi } from "@/lib/accounts/backend/embedded";
import { outboxJobs, signupResumes } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { SIGNUP_RESUME_EMAIL, signupResumeTemplate } from "@/lib/accounts/signup/resume-mail";
import { drain } from "@/lib/platform/outbox";
import { sandboxGateway } from "@/lib/billing/gateways/sandbox/server";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { authenticateToken } from "../companies/auth-tokens";
import { registrationPayloadSchema } from "../companies/payload";
import { redeemSignupResume } from "./resume-redeem";
import { SIGNUP_RESUME_INTERVAL_MS, SIGNUP_RESUME_TTL_MS, requestSignupResume } from "./resume-request";
import { unfoldQuotedPrintable } from "@/testing/mail-text";
import { repositoryMailTexts } from "@/testing/mail-texts";

const SITE_URL = "https://leadflow.example";
const tokenIn = (raw: string) => /signup\/resume\?token=([\w-]+)/.exec(unfoldQuotedPrintable(raw))?.[1] ?? "";
const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
let counter = 0;

describe.each(testDrivers())("signup resume links on $name", ({ open }) => {
  const { db, smtp, emailHandlers } = setUpDatabaseAndMailbox(open, { clearBeforeEach: [outboxJobs] });
  const api = () => embeddedAdminApi({ db: async () => db(), gateways: () => sandboxGateway() });
  const handlers = () => emailHandlers({ [SIGNUP_RESUME_EMAIL]: signupResumeTemplate(SITE_URL, repositoryMailTexts) });

  async function register(planId: number | null) {
    counter += 1;
    const payload = registrationPayloadSchema.parse({
      client_name: `Resume Link Co ${counter}`,
      contact_name: "Asha Rao",
      contact_email: `resume${counter}-${Date.now()}@acme.example`,
      contact_phone: "+14155550100",
      acceptTerms: true,
      plan_data: planId === null ? null : { id: planId },
    });
    return (await api().registerClient(payload, { ip: `198.51.100.${counter}`, countryCode: "US" })).data;
  }

  /** Asks for a link at `now`, sends it, and returns the token the mail carries ("" when nothing was sent). */
  async function mailedToken(email: string, now = new Date()) {
    const before = smtp().messages.length;
    await requestSignupResume(db(), email, now);
    // Not before the job's own due time (the database's clock).
    await drain(db(), handlers(), { now: new Date(Math.max(now.getTime(), Date.now())) });
    return smtp().messages.length > before ? tokenIn(smtp().messages[smtp().messages.length - 1].raw) : "";
  }

  async function pay(clientId: number) {
    const session = await api().createPayment("stripe", clientId, { country_code: "US" });
    await api().confirmPayment("stripe", clientId, {
      payment_intent_id: session.payment_intent_id,
      card: { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123" },
    });
  }

  it("mails an unpaid paid signup a link, stores only its hash, and the link signs in once", async () => {
    const client = await register(3);
    expect(await requestSignupResume(db(), ` ${client.contact_email.toUpperCase()} `)).toBe("queued");
    await drain(db(), handlers());
    expect(smtp().messages.map((m) => m.to)).toEqual([[client.contact_email]]);
    const raw = unfoldQuotedPrintable(smtp().messages[0].raw);
    expect(raw).toContain("Subject: Finish your LeadFlow signup");
    expect(raw).toContain(`${SITE_URL}/signup/resume?token=`);
    expect(raw).toContain("expires in 60 minutes");
    // Nobody has confirmed the address: the mail names the account by our identifier, never by the registrant's words.
    expect(raw).toContain(`Your LeadFlow account ${client.client_identifier} is registered`);
    expect(raw).not.toContain("Asha Rao");
    expect(raw).not.toContain(client.client_name);
    const token = tokenIn(smtp().messages[0].raw);
    expect(token.length).toBeGreaterThanOrEqual(40);
    expect(JSON.stringify(await db().select().from(signupResumes))).not.toContain(token);
    expect(JSON.stringify(await db().select().from(outboxJobs))).not.toContain(token);

    const signedIn = await redeemSignupResume(db(), token);
    expect(signedIn).toEqual({ status: "signed_in", clientId: client.id, authToken: expect.any(String) });
    expect(await authenticateToken(db(), (signedIn as { authToken: string }).authToken)).toBe(client.id);
    expect(await redeemSignupResume(db(), token)).toEqual({ status: "expired" });
  });

  it("sends nothing for a free plan, no plan, a paid plan already paid, or an unknown e-mail", async () => {
    const free = await register(1);
    const none = await register(null);
    const paid = await register(2);
    await pay(paid.id);
    await db().delete(outboxJobs); // the registrations' own jobs
    for (const email of [free.contact_email, none.contact_email, paid.contact_email, "nobody@acme.example"]) {
      expect(await requestSignupResume(db(), email)).toBe("not_pending");
    }
    expect(await drain(db(), handlers())).toMatchObject({ claimed: 0 });
    expect(smtp().messages).toEqual([]);
  });

  it("mails one client at most once per 10 minutes", async () => {
    const { contact_email } = await register(4);
    const start = new Date();
    expect(await requestSignupResume(db(), contact_email, start)).toBe("queued");
    expect(await requestSignupResume(db(), contact_email, minutes(start, 1))).toBe("rate_limited");
    expect(
      await requestSignupResume(db(), contact_email, new Date(start.getTime() + SIGNUP_RESUME_INTERVAL_MS - 1000)),
    ).toBe("rate_limited");
    expect(await requestSignupResume(db(), contact_email, new Date(start.getTime() + SIGNUP_RESUME_INTERVAL_MS))).toBe(
      "queued",
    );
    expect(await db().select().from(outboxJobs)).toHaveLength(2);
  });

  it("refuses an expired link, an earlier link once a newer one was sent, and an unknown one; a paid client's link says it is active", async () => {
    const { id, contact_email } = await register(3);
    const start = new Date();
    const first = await mailedToken(contact_email, start);
    const second = await mailedToken(contact_email, minutes(start, 11));
    expect(first).not.toBe("");
    expect(second).not.toBe("");

    const expired = { status: "expired" };
    expect(await redeemSignupResume(db(), first, minutes(start, 12))).toEqual(expired);
    expect(
      await redeemSignupResume(db(), second, new Date(minutes(start, 11).getTime() + SIGNUP_RESUME_TTL_MS + 1000)),
    ).toEqual(expired);
    expect(await redeemSignupResume(db(), "x".repeat(43))).toEqual(expired);

    // Paid: whatever became of the link (spent, replaced, expired), the account is active and there is nothing to pay.
    await pay(id);
    expect(await redeemSignupResume(db(), second, minutes(start, 13))).toEqual({ status: "active" });
    expect(await redeemSignupResume(db(), second, minutes(start, 14))).toEqual({ status: "active" });
    expect(await redeemSignupResume(db(), first, new Date(start.getTime() + 2 * SIGNUP_RESUME_TTL_MS))).toEqual({
      status: "active",
    });
  });

  it("sends nothing when the client paid, or the link expired, before the mail went out", async () => {
    const paid = await register(3);
    await requestSignupResume(db(), paid.contact_email);
    await pay(paid.id);
    expect(await drain(db(), handlers())).toMatchObject({ done: 1 });

    const late = await register(3);
    const start = new Date();
    await requestSignupResume(db(), late.contact_email, start);
    expect(
      await drain(db(), handlers(), { now: new Date(start.getTime() + SIGNUP_RESUME_TTL_MS + 1000) }),
    ).toMatchObject({ done: 1 });
    expect(smtp().messages).toEqual([]);
  });
});
