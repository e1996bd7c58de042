import { signedIdKey } from "@/lib/platform/security/signed-id";
import { eq } from "drizzle-orm";
import { mailingListMembers, outboxJobs, rateLimits } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { LIST_CONFIRMATION_EMAIL, listConfirmationTemplate } from "@/lib/inbox/mailing-list/confirmation-mail";
import { drain } from "@/lib/platform/outbox";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { EMAIL_MESSAGES } from "@/lib/platform/forms/email";
import { verifyConfirmToken } from "./links";
import { LIST_COPY } from "./lists";
import { confirmMember } from "./membership";
import { RESEND_AFTER_MS, subscribe, SUBSCRIBE_RATE_LIMIT } from "./subscribe";
import { unsubscribeView, unsubscribeWithToken } from "./unsubscribe";
import { confirmView, confirmWithToken } from "./confirm";
import { unfoldQuotedPrintable } from "@/testing/mail-text";
import { repositoryMailTexts } from "@/testing/mail-texts";

const SITE = "https://www.leadflow.example";
const key = signedIdKey("mailing-list-test-secret-0123456789abcdef", "mailing-list-links");
const tokenIn = (raw: string, path: string) =>
  new RegExp(`${SITE}${path}\\?token=([\\w.-]+)`).exec(unfoldQuotedPrintable(raw))?.[1] ?? "";

describe.each(testDrivers())("mailing lists on $name", ({ open }) => {
  const { db, smtp, emailHandlers } = setUpDatabaseAndMailbox(open, {
    clearBeforeEach: [outboxJobs, mailingListMembers, rateLimits],
  });
  const handlers = () =>
    emailHandlers({
      [LIST_CONFIRMATION_EMAIL]: listConfirmationTemplate({ siteUrl: SITE, linkKey: key, texts: repositoryMailTexts }),
    });
  const members = () => db().select().from(mailingListMembers);
  const context = { ip: "192.0.2.30" };

  it("stores a pending member and mails a signed confirm link and an unsubscribe link; the link confirms", async () => {
    const result = await subscribe(db(), "newsletter", { email: " Asha@Acme.example " }, context);
    expect(result).toEqual({
      status: "done",
      message: LIST_COPY.newsletter.pending("asha@acme.example"),
      mailQueued: true,
    });
    const [member] = await members();
    expect(member).toMatchObject({ list: "newsletter", email: "asha@acme.example", status: "pending" });

    expect(await drain(db(), handlers())).toMatchObject({ done: 1 });
    const [mail] = smtp().messages;
    expect(mail.to).toEqual(["asha@acme.example"]);
    const raw = unfoldQuotedPrintable(mail.raw);
    expect(raw).toContain(`Subject: ${(await repositoryMailTexts("newsletterConfirmation")).subject}`);
    expect(raw).toContain("Subject: Confirm your subscription to the LeadFlow newsletter");
    expect(raw).toMatch(new RegExp(`List-Unsubscribe:\\s+<${SITE}/api/newsletter/unsubscribe\\?token=`));
    expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");

    const confirmToken = tokenIn(mail.raw, "/newsletter/confirm");
    const claims = verifyConfirmToken(key, confirmToken);
    expect(claims).toEqual({ memberId: member.id, requestedAt: member.confirmationSentAt });
    expect(await confirmMember(db(), claims!)).toMatchObject({ id: member.id, list: "newsletter" });
    expect((await members())[0]).toMatchObject({ status: "confirmed" });
    // A second click changes nothing and still succeeds.
    expect(await confirmMember(db(), claims!)).toMatchObject({ id: member.id });
  });

  it("confirms only by the page's button: viewing the link (a mail scanner) changes nothing", async () => {
    await subscribe(db(), "launch", { email: "scan@acme.example" }, context);
    await drain(db(), handlers());
    const token = tokenIn(smtp().messages[0].raw, "/newsletter/confirm");
    expect(await confirmView(db(), key, token)).toEqual({
      status: "pending",
      email: "scan@acme.example",
      listName: LIST_COPY.launch.name,
    });
    expect((await members())[0]).toMatchObject({ status: "pending" });
    expect(await confirmWithToken(db(), key, token)).toBe(LIST_COPY.launch.confirmedPath);
    expect(await confirmView(db(), key, token)).toEqual({ status: "confirmed", path: LIST_COPY.launch.confirmedPath });
    expect(await confirmView(db(), key, `${token}x`)).toEqual({ status: "invalid" });
    expect(await confirmWithToken(db(), key, "1.confirm.0.AAAA")).toBeNull();
  });

  it("answers a confirmed address exactly like a new one, so nobody learns who subscribed, and sends nothing", async () => {
    const first = await subscribe(db(), "newsletter", { email: "ben@beta.example" }, context);
    const [member] = await members();
    await confirmMember(db(), { memberId: member.id, requestedAt: member.confirmationSentAt! });
    const again = await subscribe(db(), "newsletter", { email: "BEN@beta.example" }, context);
    expect(again).toEqual({
      status: "done",
      message: LIST_COPY.newsletter.pending("ben@beta.example"),
      mailQueued: false,
    });
    expect(first).toMatchObject({
      status: "done",
      message: LIST_COPY.newsletter.pending("ben@beta.example"),
      mailQueued: true,
    });
    expect(await db().select().from(outboxJobs)).toHaveLength(1);
  });

  it("sends one confirmation for a double sign-up, and a new one after a pause", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    const first = await subscribe(db(), "launch", { email: "cara@gamma.example" }, { ...context, now });
    const second = await subscribe(
      db(),
      "launch",
      { email: "cara@gamma.example" },
      { ...context, now: new Date(now.getTime() + 1000) },
    );
    expect([first, second].map((r) => r.status === "done" && r.mailQueued)).toEqual([true, false]);
    expect(second).toMatchObject({ message: LIST_COPY.launch.pending("cara@gamma.example") });
    const later = await subscribe(
      db(),
      "launch",
      { email: "cara@gamma.example" },
      { ...context, now: new Date(now.getTime() + RESEND_AFTER_MS + 1) },
    );
    expect(later).toMatchObject({ status: "done", mailQueued: true });
    expect(await db().select().from(outboxJobs)).toHaveLength(2);
    expect(await members()).toHaveLength(1);
  });

  it("sends one address at most 3 confirmation mails a day, across both lists, answering every sign-up alike", async () => {
    const start = new Date("2026-11-21T09:00:00Z");
    const at = (minutes: number) => ({
      ip: `192.0.2.${40 + minutes}`,
      now: new Date(start.getTime() + minutes * 60_000),
    });
    const queued: boolean[] = [];
    for (const [list, minutes] of [
      ["newsletter", 0],
      ["launch", 0],
      ["newsletter", 3],
      ["launch", 3],
      ["newsletter", 6],
      ["launch", 9],
    ] as const) {
      const result = await subscribe(db(), list, { email: "Victim@Theta.example" }, at(minutes));
      expect(result).toEqual({
        status: "done",
        message: LIST_COPY[list].pending("victim@theta.example"),
        mailQueued: expect.any(Boolean),
      });
      queued.push(result.status === "done" && result.mailQueued);
    }
    expect(queued).toEqual([true, true, true, false, false, false]);
    expect(await db().select().from(outboxJobs)).toHaveLength(3);
    // A sign-up that sent nothing leaves the link already mailed working: its sent time stays.
    const launch = (await members()).find((member) => member.list === "launch")!;
    expect(launch.confirmationSentAt).toEqual(start);
    // The next day, one more.
    const tomorrow = await subscribe(
      db(),
      "launch",
      { email: "victim@theta.example" },
      { ip: "192.0.2.60", now: new Date("2026-11-22T09:00:00Z") },
    );
    expect(tomorrow).toMatchObject({ status: "done", mailQueued: true });
  });

  it("keeps the same address apart on the two lists", async () => {
    await subscribe(db(), "newsletter", { email: "dev@delta.example" }, context);
    await subscribe(db(), "launch", { email: "dev@delta.example" }, context);
    expect((await members()).map((m) => m.list).sort()).toEqual(["launch", "newsletter"]);
  });

  it("refuses invalid addresses with the product's messages and stores nothing", async () => {
    expect(await subscribe(db(), "newsletter", { email: "  " }, context)).toEqual({
      status: "invalid",
      fieldErrors: { email: EMAIL_MESSAGES.required },
    });
    expect(await subscribe(db(), "newsletter", { email: "not-an-address" }, context)).toEqual({
      status: "invalid",
      fieldErrors: { email: EMAIL_MESSAGES.invalid },
    });
    expect(await subscribe(db(), "newsletter", {}, context)).toEqual({
      status: "invalid",
      fieldErrors: { email: EMAIL_MESSAGES.required },
    });
    expect(await members()).toEqual([]);
  });

  it("pretends success to a bot that filled the honeypot, storing nothing", async () => {
    const result = await subscribe(
      db(),
      "newsletter",
      { email: "bot@spam.example", website: "http://spam.example" },
      context,
    );
    expect(result).toMatchObject({ status: "done", mailQueued: false });
    expect(await members()).toEqual([]);
  });

  it("rate limits sign-ups per IP with the minutes to wait", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    for (let i = 0; i < SUBSCRIBE_RATE_LIMIT.limit; i++) {
      expect(
        await subscribe(db(), "newsletter", { email: `p${i}@flood.example` }, { ip: "192.0.2.99", now }),
      ).toMatchObject({ status: "done" });
    }
    expect(await subscribe(db(), "newsletter", { email: "last@flood.example" }, { ip: "192.0.2.99", now })).toEqual({
      status: "failed",
      message: "Too many attempts. Please try again in 10 minutes.",
    });
    expect(await members()).toHaveLength(SUBSCRIBE_RATE_LIMIT.limit);
  });

  it("unsubscribes with the mail's link, refuses a forged one, and a later confirm click does not resubscribe", async () => {
    await subscribe(db(), "newsletter", { email: "eve@epsilon.example" }, context);
    await drain(db(), handlers());
    const [member] = await members();
    const raw = smtp().messages[0].raw;
    const unsubscribeToken = tokenIn(raw, "/newsletter/unsubscribe");

    expect(await unsubscribeView(db(), key, unsubscribeToken)).toEqual({
      status: "subscribed",
      email: "eve@epsilon.example",
      listName: "the LeadFlow newsletter",
    });
    expect(await unsubscribeWithToken(db(), key, unsubscribeToken.replace(/^\d+/, String(member.id + 1)))).toBeNull();
    expect(await unsubscribeWithToken(db(), key, unsubscribeToken)).toContain(
      "has been unsubscribed from the LeadFlow newsletter",
    );
    expect((await members())[0]).toMatchObject({ status: "unsubscribed" });
    expect(await unsubscribeView(db(), key, unsubscribeToken)).toMatchObject({ status: "unsubscribed" });
    expect(await confirmMember(db(), { memberId: member.id, requestedAt: member.confirmationSentAt! })).toBeNull();
    expect((await members())[0]).toMatchObject({ status: "unsubscribed" });

    // Signing up again, even at once, starts a new double opt-in with a new mail.
    const again = await subscribe(db(), "newsletter", { email: "eve@epsilon.example" }, context);
    expect(again).toMatchObject({ status: "done", mailQueued: true });
    expect((await db().select().from(mailingListMembers).where(eq(mailingListMembers.id, member.id)))[0]).toMatchObject(
      { status: "pending" },
    );
  });

  it("binds a confirm link to its sign-up: after unsubscribing and signing up again, only the new mail's link confirms", async () => {
    const start = new Date(Date.now() - 60 * 60_000);
    await subscribe(db(), "newsletter", { email: "gil@eta.example" }, { ...context, now: start });
    await drain(db(), handlers());
    const oldConfirm = tokenIn(smtp().messages[0].raw, "/newsletter/confirm");
    expect(
      await unsubscribeWithToken(db(), key, tokenIn(smtp().messages[0].raw, "/newsletter/unsubscribe")),
    ).not.toBeNull();

    await subscribe(
      db(),
      "newsletter",
      { email: "gil@eta.example" },
      { ...context, now: new Date(start.getTime() + 60_000) },
    );
    await drain(db(), handlers());
    const newConfirm = tokenIn(smtp().messages[1].raw, "/newsletter/confirm");
    expect(newConfirm).not.toBe(oldConfirm);

    expect(await confirmView(db(), key, oldConfirm)).toEqual({ status: "invalid" });
    expect(await confirmWithToken(db(), key, oldConfirm)).toBeNull();
    expect((await members())[0]).toMatchObject({ status: "pending" });
    expect(await confirmWithToken(db(), key, newConfirm)).toBe(LIST_COPY.newsletter.confirmedPath);
    expect((await members())[0]).toMatchObject({ status: "confirmed" });
    // The old link still confirms nothing, and shows nothing of the confirmed member.
    expect(await confirmView(db(), key, oldConfirm)).toEqual({ status: "invalid" });
  });

  it("sends each confirmation once when two workers drain at the same time", async () => {
    for (const email of ["f1@zeta.example", "f2@zeta.example", "f3@zeta.example"])
      await subscribe(db(), "newsletter", { email }, context);
    const results = await Promise.all([drain(db(), handlers()), drain(db(), handlers())]);
    expect(results.reduce((sum, r) => sum + r.done, 0)).toBe(3);
    expect(
      smtp()
        .messages.map((m) => m.to[0])
        .sort(),
    ).toEqual(["f1@zeta.example", "f2@zeta.example", "f3@zeta.example"]);
  });
});
