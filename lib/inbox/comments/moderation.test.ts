import { logger } from "@/lib/platform/log";
import { eq, sql } from "drizzle-orm";
import { unfoldQuotedPrintable } from "@/testing/mail-text";
import { blogComments, outboxJobs, rateLimits } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { drain } from "@/lib/platform/outbox";
import { signedIdKey, signId } from "@/lib/platform/security/signed-id";
import { setUpDatabaseAndMailbox } from "@/testing/database-and-mailbox";
import { approvedComments } from "./approved";
import { moderationLinkKeys, moderationUrl, verifyModerationLink, type ModerationDecision } from "./links";
import { COMMENT_MODERATION_EMAIL } from "./mail-kinds";
import { commentTemplates } from "./mails";
import { moderateComment, moderationView, pagesShowingPost } from "./moderation";
import { COMMENT_FAILED, submitComment } from "./submit";

const SITE = "https://www.leadflow.example";
const INBOX = "editors@leadflow.example";
const SECRET = "a-session-secret-of-at-least-32-characters";
const KEYS = moderationLinkKeys(SECRET);
const POSTS: Record<string, string> = {
  "faster-lead-response": "Answer leads in 5 minutes",
  "pipeline-stages": "Choosing pipeline stages",
};
const postExists = (slug: string) => Object.hasOwn(POSTS, slug);
const DAY_MS = 24 * 60 * 60_000;

const comment = (extra: Record<string, string> = {}) => ({
  post: "faster-lead-response",
  name: "Asha <Rao>",
  email: "asha@acme.example",
  comment: "Great checklist! <script>alert('x')</script> & more",
  ...extra,
});

/** The approve or reject link in a moderation e-mail, as its query. */
function linkIn(raw: string, decision: ModerationDecision) {
  const match = new RegExp(`${SITE}/comments/moderate\\?decision=${decision}&token=([\\w.-]+)`).exec(
    unfoldQuotedPrintable(raw),
  );
  if (!match) throw new Error(`No ${decision} link in:\n${raw}`);
  return { decision, token: match[1] };
}

/** The Subject header, its encoded words (RFC 2047, Q encoding, as nodemailer writes them) decoded. */
function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  const bytes = (q: string) =>
    q.replace(/_/g, " ").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return header
    .replace(/\r?\n[ \t]/g, " ")
    .replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/g, (_, q: string) => Buffer.from(bytes(q), "latin1").toString("utf8"));
}

describe.each(testDrivers())("blog comment moderation on $name", ({ open }) => {
  const { db, smtp, emailHandlers } = setUpDatabaseAndMailbox(open, {
    clearBeforeEach: [outboxJobs, blogComments, rateLimits],
  });
  const handlers = () =>
    emailHandlers(
      commentTemplates({ siteUrl: SITE, linkKeys: KEYS, inbox: INBOX, postTitle: async (slug) => POSTS[slug] }),
    );
  const rows = () => db().select().from(blogComments);
  let ipCount = 0;
  const ip = () => `192.0.2.${++ipCount}`;

  /** A comment posted and its moderation mail sent: the links in it. */
  async function postedAndMailed(input = comment(), now?: Date) {
    expect(await submitComment(db(), input, { ip: ip(), postExists, now })).toMatchObject({
      status: "done",
      stored: true,
    });
    expect(await drain(db(), handlers())).toMatchObject({ done: 1 });
    const raw = smtp().messages.at(-1)!.raw;
    const [row] = await db().select().from(blogComments).where(eq(blogComments.comment, input.comment));
    return { id: row.id, approve: linkIn(raw, "approve"), reject: linkIn(raw, "reject") };
  }

  it("queues one moderation e-mail with each stored comment and sends it once to the comments inbox, the text escaped in HTML", async () => {
    expect(await submitComment(db(), comment(), { ip: ip(), postExists })).toMatchObject({
      status: "done",
      stored: true,
    });
    const [row] = await rows();
    const jobs = await db().select().from(outboxJobs);
    expect(jobs).toEqual([
      expect.objectContaining({ kind: "email", payload: { template: COMMENT_MODERATION_EMAIL, commentId: row.id } }),
    ]);

    expect(await drain(db(), handlers())).toMatchObject({ done: 1 });
    expect(await drain(db(), handlers())).toMatchObject({ claimed: 0 });
    expect(smtp().messages).toHaveLength(1);
    const [mail] = smtp().messages;
    expect(mail.to).toEqual([INBOX]);
    const raw = unfoldQuotedPrintable(mail.raw);
    expect(subjectOf(mail.raw)).toBe('[Comment] Asha <Rao> on "Answer leads in 5 minutes"');
    expect(raw).toMatch(/Reply-To: "Asha <Rao>" <asha@acme\.example>/);
    expect(raw).toContain(`${SITE}/blog-details-right-sidebar/faster-lead-response`);
    expect(raw).toContain("From: Asha <Rao> <asha@acme.example>"); // the text part
    expect(raw).toContain("From: Asha &lt;Rao&gt; &lt;asha@acme.example&gt;"); // the HTML part
    expect(raw).toContain("Great checklist! &lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; more");
    expect(raw.match(/<script>/g)).toHaveLength(1); // only in the text part
    expect(raw).toContain("The links work for 14 days, until");

    const approve = linkIn(mail.raw, "approve");
    const reject = linkIn(mail.raw, "reject");
    expect(verifyModerationLink(KEYS, approve)).toEqual({
      commentId: row.id,
      decision: "approve",
      token: approve.token,
    });
    expect(verifyModerationLink(KEYS, reject)).toEqual({ commentId: row.id, decision: "reject", token: reject.token });
    // Both expire 14 days after the comment was posted, so a retried job sends the same links.
    expect(Number(approve.token.split(".")[1])).toBe(Math.floor((row.createdAt.getTime() + 14 * DAY_MS) / 1000));
  });

  it("keeps neither the comment nor its e-mail when either fails to store, and does not count it against the visitor", async () => {
    const error = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    // A real failure inside the database: the moderation e-mail's job breaks a constraint added for the test.
    await db().execute(
      sql`alter table outbox_jobs add constraint test_enqueue_fails check (payload->>'template' <> '${sql.raw(COMMENT_MODERATION_EMAIL)}')`,
    );
    try {
      expect(await submitComment(db(), comment(), { ip: ip(), postExists })).toEqual({
        status: "failed",
        message: COMMENT_FAILED,
      });
    } finally {
      await db().execute(sql`alter table outbox_jobs drop constraint test_enqueue_fails`);
      error.mockRestore();
    }
    expect(await rows()).toEqual([]);
    expect(await db().select().from(outboxJobs)).toEqual([]);
    expect(await db().select().from(rateLimits)).toEqual([]);
  });

  it("queues nothing for a bot's comment (the honeypot) or an invalid one", async () => {
    await submitComment(db(), { ...comment(), website: "spam" }, { ip: ip(), postExists });
    await submitComment(db(), { ...comment(), comment: "short" }, { ip: ip(), postExists });
    expect(await db().select().from(outboxJobs)).toEqual([]);
  });

  it("sends no e-mail for a comment moderated (or deleted) before its job ran", async () => {
    await submitComment(db(), comment(), { ip: ip(), postExists });
    await db().update(blogComments).set({ status: "approved" });
    await submitComment(db(), comment({ comment: "Another comment, deleted on request" }), { ip: ip(), postExists });
    await db().delete(blogComments).where(eq(blogComments.status, "pending"));
    expect(await drain(db(), handlers())).toMatchObject({ done: 2 });
    expect(smtp().messages).toEqual([]);
  });

  it("opening a link only asks: the comment stays pending", async () => {
    const { id, approve, reject } = await postedAndMailed();
    expect(await moderationView(db(), KEYS, approve)).toMatchObject({
      status: "ask",
      link: { commentId: id, decision: "approve" },
      comment: { id, status: "pending" },
    });
    expect(await moderationView(db(), KEYS, reject)).toMatchObject({
      status: "ask",
      link: { commentId: id, decision: "reject" },
    });
    expect(await rows()).toEqual([expect.objectContaining({ id, status: "pending" })]);
  });

  it("refuses forged, altered, expired and other-purpose links, changing nothing", async () => {
    const postedAt = new Date("2026-11-02T09:00:00Z");
    const { id, approve, reject } = await postedAndMailed(comment(), postedAt);
    const [, expiry, signature] = approve.token.split(".");
    const otherId = `${id + 1}.${expiry}.${signature}`;
    const forged = `${id}.${expiry}.${"A".repeat(43)}`;
    const later = `${id}.${Number(expiry) + 86_400}.${signature}`;
    const deletionKeyToken = signId(
      signedIdKey(SECRET, "data-deletion-links"),
      id,
      new Date(postedAt.getTime() + DAY_MS),
    );
    const otherSecret = moderationUrl(
      SITE,
      moderationLinkKeys("another-secret-of-at-least-32-characters"),
      id,
      "approve",
      new Date(postedAt.getTime() + DAY_MS),
    );
    const refused: unknown[] = [
      { decision: "approve", token: otherId },
      { decision: "approve", token: forged },
      { decision: "approve", token: later },
      { decision: "approve", token: reject.token }, // a reject link cannot be turned into an approval
      { decision: "reject", token: approve.token },
      { decision: "approve", token: deletionKeyToken },
      { decision: "approve", token: new URL(otherSecret).searchParams.get("token") },
      { decision: "publish", token: approve.token },
      { decision: ["approve", "approve"], token: approve.token },
      { token: approve.token },
      { decision: "approve", token: [approve.token] },
      {},
      null,
    ];
    for (const query of refused) {
      expect(verifyModerationLink(KEYS, query, postedAt)).toBeNull();
      expect(await moderationView(db(), KEYS, query, postedAt)).toEqual({ status: "invalid" });
    }
    // The genuine links work until they expire, 14 days after the comment was posted, and not after.
    const lastSecond = new Date(postedAt.getTime() + 14 * DAY_MS);
    expect(verifyModerationLink(KEYS, approve, lastSecond)).toMatchObject({ commentId: id });
    expect(verifyModerationLink(KEYS, reject, new Date(lastSecond.getTime() + 1000))).toBeNull();
    expect(await moderationView(db(), KEYS, approve, new Date(lastSecond.getTime() + 1000))).toEqual({
      status: "invalid",
    });
    expect(await rows()).toEqual([expect.objectContaining({ id, status: "pending" })]);
  });

  it("approves once: the comment shows under its post; the approve link again says so; its reject link still takes it down", async () => {
    const { id, approve, reject } = await postedAndMailed();
    const link = verifyModerationLink(KEYS, approve)!;
    expect(await moderateComment(db(), link)).toEqual({ outcome: "approved", postSlug: "faster-lead-response" });
    expect(await moderateComment(db(), link)).toEqual({
      outcome: "already-approved",
      postSlug: "faster-lead-response",
    });
    expect(await moderationView(db(), KEYS, approve)).toMatchObject({
      status: "approved",
      comment: { id, status: "approved" },
    });
    expect(await approvedComments(db(), "faster-lead-response")).toEqual([
      {
        id,
        name: "Asha <Rao>",
        comment: "Great checklist! <script>alert('x')</script> & more",
        postedAt: expect.any(Date),
      },
    ]);

    expect(await moderationView(db(), KEYS, reject)).toMatchObject({ status: "ask", comment: { status: "approved" } });
    expect(await moderateComment(db(), verifyModerationLink(KEYS, reject)!)).toEqual({
      outcome: "rejected",
      postSlug: "faster-lead-response",
      wasShown: true,
    });
    expect(await rows()).toEqual([]);
    expect(await approvedComments(db(), "faster-lead-response")).toEqual([]);
  });

  it("rejects by deleting the comment, once; an old approve link afterwards finds it deleted and it stays deleted", async () => {
    const { approve, reject } = await postedAndMailed();
    const rejectLink = verifyModerationLink(KEYS, reject)!;
    expect(await moderateComment(db(), rejectLink)).toEqual({
      outcome: "rejected",
      postSlug: "faster-lead-response",
      wasShown: false,
    });
    expect(await rows()).toEqual([]);
    expect(await moderateComment(db(), rejectLink)).toEqual({ outcome: "gone" });
    expect(await moderationView(db(), KEYS, reject)).toMatchObject({ status: "deleted", link: { decision: "reject" } });

    expect(await moderationView(db(), KEYS, approve)).toMatchObject({
      status: "deleted",
      link: { decision: "approve" },
    });
    expect(await moderateComment(db(), verifyModerationLink(KEYS, approve)!)).toEqual({ outcome: "gone" });
    expect(await rows()).toEqual([]);
    expect(await approvedComments(db(), "faster-lead-response")).toEqual([]);
  });

  it("lists a post's approved comments only, oldest first, without e-mail addresses", async () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 2, 9, minute));
    const second = await postedAndMailed(comment({ name: "Ben", comment: "Second comment, posted later" }), at(5));
    const first = await postedAndMailed(comment({ name: "Asha", comment: "First comment, posted earlier" }), at(1));
    await postedAndMailed(comment({ name: "Chen", comment: "Still waiting for moderation" }), at(7));
    const otherPost = await postedAndMailed(
      comment({ post: "pipeline-stages", name: "Dev", comment: "On another post entirely" }),
      at(2),
    );
    for (const { approve } of [second, first, otherPost])
      await moderateComment(db(), verifyModerationLink(KEYS, approve, at(10))!);

    expect(await approvedComments(db(), "faster-lead-response")).toEqual([
      { id: first.id, name: "Asha", comment: "First comment, posted earlier", postedAt: at(1) },
      { id: second.id, name: "Ben", comment: "Second comment, posted later", postedAt: at(5) },
    ]);
    expect(await approvedComments(db(), "pipeline-stages")).toEqual([expect.objectContaining({ id: otherPost.id })]);
    expect(await approvedComments(db(), "no-such-post")).toEqual([]);
  });
});

describe("pagesShowingPost", () => {
  it("names the post in both detail layouts and their bare routes, which show the newest post", () => {
    expect(pagesShowingPost("faster-lead-response")).toEqual([
      "/blog-details-left-sidebar/faster-lead-response",
      "/blog-details-left-sidebar",
      "/blog-details-right-sidebar/faster-lead-response",
      "/blog-details-right-sidebar",
    ]);
  });
});
