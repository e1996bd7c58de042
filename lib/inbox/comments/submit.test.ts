import { logger } from "@/lib/platform/log";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "@/lib/platform/db/client";
import { blogComments, rateLimits } from "@/lib/platform/db/schema";
import { testDrivers } from "@/testing/test-databases";
import { CONTACT_MESSAGES } from "@/lib/inbox/contact/schema";
import { COMMENT_MESSAGES } from "@/lib/inbox/comments/schema";
import { COMMENT_FAILED, COMMENT_RATE_LIMIT, COMMENT_RECEIVED, submitComment } from "./submit";

const valid = {
  post: "faster-lead-response",
  name: " Asha ",
  email: "asha@acme.example",
  comment: " Great post, <b>thanks</b> for the checklist! ",
};
const postExists = (slug: string) => slug === "faster-lead-response";

describe.each(testDrivers())("blog comments on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(blogComments);
    await handle.db.delete(rateLimits);
  });

  const stored = () => handle.db.select().from(blogComments);

  it("stores a valid comment trimmed and pending moderation", async () => {
    expect(await submitComment(handle.db, valid, { ip: "192.0.2.60", postExists })).toEqual({
      status: "done",
      message: COMMENT_RECEIVED,
      stored: true,
    });
    const [row, ...more] = await stored();
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      postSlug: valid.post,
      name: "Asha",
      comment: "Great post, <b>thanks</b> for the checklist!",
      status: "pending",
      ip: "192.0.2.60",
    });
  });

  it("answers every field's message, with the contact form's name and e-mail rules, and stores nothing", async () => {
    const result = await submitComment(
      handle.db,
      { post: valid.post, name: "A", email: "nope", comment: "Too short" },
      { ip: "192.0.2.61", postExists },
    );
    expect(result).toEqual({
      status: "invalid",
      fieldErrors: {
        name: CONTACT_MESSAGES.nameShort,
        email: CONTACT_MESSAGES.emailInvalid,
        comment: COMMENT_MESSAGES.commentShort,
      },
    });
    const tooLong = await submitComment(
      handle.db,
      { ...valid, comment: "x".repeat(2001) },
      { ip: "192.0.2.61", postExists },
    );
    expect(tooLong).toEqual({ status: "invalid", fieldErrors: { comment: COMMENT_MESSAGES.commentLong } });
    const blank = await submitComment(handle.db, { ...valid, comment: "   " }, { ip: "192.0.2.61", postExists });
    expect(blank).toEqual({ status: "invalid", fieldErrors: { comment: COMMENT_MESSAGES.commentRequired } });
    expect(await stored()).toEqual([]);
  });

  it("refuses a comment on a post that does not exist", async () => {
    expect(
      await submitComment(handle.db, { ...valid, post: "no-such-post" }, { ip: "192.0.2.62", postExists }),
    ).toEqual({
      status: "invalid",
      fieldErrors: { post: COMMENT_MESSAGES.postUnknown },
    });
    expect(await stored()).toEqual([]);
  });

  it("pretends success to a bot that filled the honeypot, storing nothing", async () => {
    expect(
      await submitComment(handle.db, { ...valid, website: "spam" }, { ip: "192.0.2.63", postExists }),
    ).toMatchObject({ status: "done", stored: false });
    expect(await stored()).toEqual([]);
  });

  it("rate limits comments per IP", async () => {
    const now = new Date("2026-11-21T10:00:00Z");
    for (let i = 0; i < COMMENT_RATE_LIMIT.limit; i++)
      await submitComment(handle.db, valid, { ip: "192.0.2.64", postExists, now });
    expect(await submitComment(handle.db, valid, { ip: "192.0.2.64", postExists, now })).toEqual({
      status: "failed",
      message: "Too many comments. Please try again in 10 minutes.",
    });
    expect(await stored()).toHaveLength(COMMENT_RATE_LIMIT.limit);
  });

  it("does not count a comment that fails to store against the visitor's limit", async () => {
    const error = jest.spyOn(logger, "error").mockImplementation(() => undefined);
    // A real failure inside the database: this name breaks a constraint added for the test.
    await handle.db.execute(
      sql`alter table blog_comments add constraint test_store_fails check (name <> 'Store Fails')`,
    );
    try {
      expect(
        await submitComment(handle.db, { ...valid, name: "Store Fails" }, { ip: "192.0.2.65", postExists }),
      ).toEqual({ status: "failed", message: COMMENT_FAILED });
    } finally {
      await handle.db.execute(sql`alter table blog_comments drop constraint test_store_fails`);
      error.mockRestore();
    }
    expect(await stored()).toEqual([]);
    expect(await handle.db.select().from(rateLimits)).toEqual([]);
  });
});
